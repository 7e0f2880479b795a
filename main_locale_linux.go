//go:build linux && cgo

package main

/*
#include <string.h>

// Fyne's lang package reads the locale while the Go packages are initialised, before main, and
// logs an error for a POSIX locale with a code set ("C.UTF-8"). For a headless command (a first
// argument that is a word, not a flag) this constructor, run before the Go runtime starts,
// rewrites such a value to plain "C", which the locale reader skips quietly; the window keeps
// the environment as it is.
static int wm_c_locale(const char *v) {
	return strncmp(v, "C.", 2) == 0 || strncmp(v, "POSIX.", 6) == 0;
}

__attribute__((constructor)) static void wm_headless_locale(int argc, char **argv, char **envp) {
	static char lcAll[] = "LC_ALL=C", lcMessages[] = "LC_MESSAGES=C", lang[] = "LANG=C";
	if (argc < 2 || argv == 0 || argv[1] == 0 || argv[1][0] == '\0' || argv[1][0] == '-' || envp == 0) {
		return;
	}
	for (char **e = envp; *e; e++) {
		if (strncmp(*e, "LC_ALL=", 7) == 0 && wm_c_locale(*e + 7)) {
			*e = lcAll;
		} else if (strncmp(*e, "LC_MESSAGES=", 12) == 0 && wm_c_locale(*e + 12)) {
			*e = lcMessages;
		} else if (strncmp(*e, "LANG=", 5) == 0 && wm_c_locale(*e + 5)) {
			*e = lang;
		}
	}
}
*/
import "C"
