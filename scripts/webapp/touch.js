// Touch for the app's canvas. Fyne's web driver listens to mouse events only, and a browser
// turns a touch into mouse events for a tap but not for a drag. Here a finger that lifts
// where it landed is a tap (move, press, release at that point); a finger that travels is a
// scroll of what lies under it (wheel events). Pinch-zoom and the page's own scrolling are
// turned off, as in an installed app.
//
// The pointer move sent before a tap only tells Fyne where the finger is: window.wmTouchInput
// says the last pointer event came from a finger, so that the board takes no hover from it (a
// finger's first tap on a square previews the move, the second makes it). A real mouse's move
// clears it.
(function () {
  var SLOP = 10;     // CSS pixels a finger may wander and still tap
  var start = null, last = null, moved = false, acc = { x: 0, y: 0 };

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
    if (e.touches.length > 1) { start = null; return; }
    start = last = point(e);
    moved = false;
    acc = { x: 0, y: 0 };
    mouse("mousemove", start.x, start.y, 0);
  }, { passive: false });

  document.addEventListener("touchmove", function (e) {
    if (!start || !onTarget(e)) return;
    e.preventDefault();
    var p = point(e);
    if (!moved && Math.hypot(p.x - start.x, p.y - start.y) < SLOP) return;
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
    if (!start || !onTarget(e)) return;
    e.preventDefault();
    if (!moved) {
      var p = point(e);
      mouse("mousemove", p.x, p.y, 0);
      mouse("mousedown", p.x, p.y, 1);
      mouse("mouseup", p.x, p.y, 0);
    }
    start = null;
  }, { passive: false });

  document.addEventListener("touchcancel", function () { start = null; });
  document.addEventListener("gesturestart", function (e) { e.preventDefault(); });
})();
