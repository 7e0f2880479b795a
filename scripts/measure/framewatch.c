/* framewatch: sends one input to the X server (a click at X,Y or a key with Ctrl) and reports
 * how long until the screen changes (the first changed frame) and until it stops changing
 * (the last change before SETTLE ms without one). Used by scripts/measure/measure-interactions.
 * Usage: framewatch click X Y | key NAME | ctrl-key NAME | move X Y   (prints "first_ms last_ms")
 * Build: gcc -O2 -o framewatch framewatch.c -lX11 -l:libXtst.so.6 */
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/keysym.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int XTestFakeButtonEvent(Display *, unsigned int, Bool, unsigned long);
int XTestFakeMotionEvent(Display *, int, int, int, unsigned long);
int XTestFakeKeyEvent(Display *, unsigned int, Bool, unsigned long);

static double now_ms(void) {
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static uint64_t frame_hash(Display *d, Window root, int w, int h) {
	XImage *img = XGetImage(d, root, 0, 0, w, h, AllPlanes, ZPixmap);
	uint64_t x = 1469598103934665603ULL;
	const unsigned char *p = (const unsigned char *)img->data;
	size_t n = (size_t)img->bytes_per_line * h;
	for (size_t i = 0; i < n; i += 8) { /* FNV over every 8th byte: fast, and any repaint moves it */
		x ^= p[i];
		x *= 1099511628211ULL;
	}
	XDestroyImage(img);
	return x;
}

int main(int argc, char **argv) {
	if (argc < 3) {
		fprintf(stderr, "usage: framewatch click X Y | framewatch ctrl-key NAME | framewatch move X Y\n");
		return 2;
	}
	Display *d = XOpenDisplay(NULL);
	if (!d) {
		fprintf(stderr, "no display\n");
		return 1;
	}
	int scr = DefaultScreen(d);
	Window root = RootWindow(d, scr);
	int w = DisplayWidth(d, scr), h = DisplayHeight(d, scr);
	double settle = getenv("SETTLE_MS") ? atof(getenv("SETTLE_MS")) : 400;
	double timeout = getenv("TIMEOUT_MS") ? atof(getenv("TIMEOUT_MS")) : 8000;
	if (!strcmp(argv[1], "click") || !strcmp(argv[1], "move")) { /* the pointer goes there first */
		XTestFakeMotionEvent(d, scr, atoi(argv[2]), atoi(argv[3]), 0);
		XSync(d, False);
		struct timespec pause = {0, 400 * 1000000};
		nanosleep(&pause, NULL);
	}
	uint64_t base = frame_hash(d, root, w, h);
	double t0 = now_ms();
	if (!strcmp(argv[1], "click")) {
		XTestFakeButtonEvent(d, 1, True, 0);
		XTestFakeButtonEvent(d, 1, False, 0);
	} else if (!strcmp(argv[1], "ctrl-key")) {
		KeyCode ctrl = XKeysymToKeycode(d, XK_Control_L);
		KeyCode k = XKeysymToKeycode(d, XStringToKeysym(argv[2]));
		XTestFakeKeyEvent(d, ctrl, True, 0);
		XTestFakeKeyEvent(d, k, True, 0);
		XTestFakeKeyEvent(d, k, False, 0);
		XTestFakeKeyEvent(d, ctrl, False, 0);
	} else if (!strcmp(argv[1], "key")) {
		KeyCode k = XKeysymToKeycode(d, XStringToKeysym(argv[2]));
		XTestFakeKeyEvent(d, k, True, 0);
		XTestFakeKeyEvent(d, k, False, 0);
	} else if (!strcmp(argv[1], "move")) {
		XTestFakeMotionEvent(d, scr, atoi(argv[2]) + 1, atoi(argv[3]) + 1, 0);
	}
	XSync(d, False);
	double first = -1, last = -1;
	uint64_t prev = base;
	for (;;) {
		double t = now_ms() - t0;
		uint64_t cur = frame_hash(d, root, w, h);
		if (cur != prev) {
			if (first < 0)
				first = t;
			last = t;
			prev = cur;
		}
		if ((last >= 0 && t - last > settle) || t > timeout)
			break;
	}
	printf("%.0f %.0f\n", first, last);
	return 0;
}
