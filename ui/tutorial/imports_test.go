package tutorial

import "os/exec"

func goList() (string, error) {
	out, err := exec.Command("go", "list", "-deps", ".").CombinedOutput()
	return string(out), err
}
