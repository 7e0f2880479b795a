// Touch for the app's canvas. Fyne's web driver listens to mouse events only, and a browser
// turns a touch into mouse events for a tap but not for a drag. Here a finger that lifts
// where it landed is a tap (move, press, release at that point); a finger that travels is a
// scroll of what lies under it (wheel events). Pinch-zoom and the page's own scrolling are
// turned off, as in an installed app.
//
// The pointer move sent before a tap or a pan only tells Fyne where the finger is: it is sent
// when the finger lifts, right before the tap's press and release, or when it starts to
// travel; never when it lands: a move then was a frame of its own (a button under the finger
// drawn hovered), drawn before the tap's and delaying it.
// window.wmTouchInput says the last pointer event came from a finger, so that the board takes
// no hover from it (a finger's first tap on a square previews the move, the second makes it).
// A real mouse's move clears it.
//
// Two fingers pinch the board: window.wmPinch(k, x, y, end) (ui/web_js.go) gets their distance
// over their distance when the second landed and the point between them. Two taps within
// 300 ms at the same place are also a double tap: after both taps went to the app as usual,
// window.wmDoubleTap(x, y) zooms the board there (the app does so only when nothing is in hand).
(function () {
  var SLOP = 10;     // CSS pixels a finger may wander and still tap
  var start = null, last = null, moved = false, acc = { x: 0, y: 0 };
  var pinch = null;   // { d0, k, x, y } while two fingers are down
  var lastTap = null; // { t, x, y } of the last tap, for a double tap
  function spread(e) {
    var a = e.touches[0], b = e.touches[1];
    return { d: Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY),
      x: (a.clientX + b.clientX) / 2, y: (a.clientY + b.clientY) / 2 };
  }
  function callApp(name, args) {
    if (typeof window[name] === "function") window[name].apply(null, args);
  }

  function mouse(type, x, y, buttons) {
    document.dispatchEvent(new MouseEvent(type, {
      clientX: x, clientY: y, screenX: x, screenY: y, button: 0, buttons: buttons,
      bubbles: true, cancelable: true, view: window
    }));
  }
  function wheel(x, y, dx, dy) {
    document.dispatchEvent(new WheelEvent("wheel", {
      clientX: x, clientY: y, deltaX: dx, deltaY: dy, deltaMode: 0,
      bubbles: true, cancelable: true, view: window
    }));
  }
  function point(e) {
    var t = e.changedTouches[0];
    return { x: t.clientX, y: t.clientY };
  }
  function onTarget(e) { return e.target === document.body || e.target.tagName === "CANVAS"; }

  window.wmTouchInput = false;
  function realMouse(e) { if (e.isTrusted) window.wmTouchInput = false; }
  document.addEventListener("mousemove", realMouse, true);
  document.addEventListener("mousedown", realMouse, true);

  document.addEventListener("touchstart", function (e) {
    if (!onTarget(e)) return;
    e.preventDefault();
    window.wmTouchInput = true;
    if (e.touches.length > 1) {
      start = null; lastTap = null;
      var sp = spread(e);
      if (sp.d > 0) pinch = { d0: sp.d, k: 1, x: sp.x, y: sp.y };
      return;
    }
    start = last = point(e);
    moved = false;
    acc = { x: 0, y: 0 };
  }, { passive: false });

  document.addEventListener("touchmove", function (e) {
    if (pinch && e.touches.length > 1 && onTarget(e)) {
      e.preventDefault();
      var sp = spread(e), k = sp.d / pinch.d0;
      if (Math.abs(k - pinch.k) >= 0.05) { // the app changes its zoom by steps: no flood of calls
        pinch.k = k; pinch.x = sp.x; pinch.y = sp.y;
        callApp("wmPinch", [k, sp.x, sp.y, false]);
      }
      return;
    }
    if (!start || !onTarget(e)) return;
    e.preventDefault();
    var p = point(e);
    if (!moved && Math.hypot(p.x - start.x, p.y - start.y) < SLOP) return;
    if (!moved) mouse("mousemove", start.x, start.y, 0); // the pan goes to what is under the finger
    moved = true;
    // Fyne multiplies a wheel step of 5 or more by 2 (10 times 0.2): send half the distance in
    // steps of at least 10 pixels so that the content follows the finger.
    acc.x += last.x - p.x; acc.y += last.y - p.y;
    last = p;
    var dx = Math.abs(acc.x) >= 10 ? acc.x : 0, dy = Math.abs(acc.y) >= 10 ? acc.y : 0;
    if (dx || dy) {
      wheel(start.x, start.y, dx / 2, dy / 2);
      if (dx) acc.x = 0;
      if (dy) acc.y = 0;
    }
  }, { passive: false });

  document.addEventListener("touchend", function (e) {
    if (pinch) {
      if (e.touches.length < 2) { // the gesture is over; the finger left down neither taps nor pans
        callApp("wmPinch", [pinch.k, pinch.x, pinch.y, true]);
        pinch = null;
        start = null;
      }
      if (onTarget(e)) e.preventDefault();
      return;
    }
    if (!start || !onTarget(e)) return;
    e.preventDefault();
    if (!moved) {
      // the event's own time (when the finger lifted), not the handler's: a page busy drawing
      // the first tap's result handles the second one late
      var p = point(e), now = e.timeStamp;
      var double = lastTap && now - lastTap.t < 300 && Math.hypot(p.x - lastTap.x, p.y - lastTap.y) < 30;
      mouse("mousemove", p.x, p.y, 0);
      mouse("mousedown", p.x, p.y, 1);
      mouse("mouseup", p.x, p.y, 0);
      if (double) {
        lastTap = null;
        callApp("wmDoubleTap", [p.x, p.y]);
      } else {
        lastTap = { t: now, x: p.x, y: p.y };
      }
    }
    start = null;
  }, { passive: false });

  document.addEventListener("touchcancel", function () {
    if (pinch) callApp("wmPinch", [pinch.k, pinch.x, pinch.y, true]);
    start = null; pinch = null;
  });
  document.addEventListener("gesturestart", function (e) { e.preventDefault(); });
})();
