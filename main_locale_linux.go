//go:build linux && cgo

package main

/*
#include <stdlib.h>
#include <string.h>

extern char **environ;

// Fyne's lang package reads the locale while the Go packages are initialised, before main, and
// logs "Error parsing user locale C" (three times) for a POSIX locale with a code set
// ("C.UTF-8": its language part "C" is no language tag). This constructor, run before the Go
// runtime starts, rewrites such a value to plain "C" in the environment the Go runtime reads
// (the process's initial environment block), which the locale reader skips quietly. The C
// libraries keep the environment as it was through a copy of the list: the window's toolkit
// sets its character type from it (GLFW reads LC_CTYPE for text input), and "C.UTF-8" must
// stay UTF-8 there.
static int wm_c_locale(const char *v) {
	return strncmp(v, "C.", 2) == 0 || strncmp(v, "POSIX.", 6) == 0;
}

__attribute__((constructor)) static void wm_quiet_locale(int argc, char **argv, char **envp) {
	static char lcAll[] = "LC_ALL=C", lcMessages[] = "LC_MESSAGES=C", lang[] = "LANG=C";
	(void)argc;
	(void)argv;
	if (envp == 0) {
		return;
	}
	size_t n = 0;
	int found = 0;
	for (char **e = envp; *e; e++, n++) {
		found = found || (strncmp(*e, "LC_ALL=", 7) == 0 && wm_c_locale(*e + 7)) ||
			(strncmp(*e, "LC_MESSAGES=", 12) == 0 && wm_c_locale(*e + 12)) ||
			(strncmp(*e, "LANG=", 5) == 0 && wm_c_locale(*e + 5));
	}
	if (!found) {
		return;
	}
	if (environ == envp) {
		char **copy = malloc((n + 1) * sizeof(char *));
		if (copy == 0) {
			return;
		}
		memcpy(copy, envp, (n + 1) * sizeof(char *));
		environ = copy; // the C libraries' view: unchanged
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
