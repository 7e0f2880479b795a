// Where a tap's time goes (docs/performance-phone.md): the page's CPU profile (V8's
// sampling profiler, which names the WebAssembly's functions when the app keeps its name
// section: a build without -ldflags "-s -w") from the tap to its first changed frame, read as
// the time spent in each function and under it.
//
// startProfile(cdp) starts the profiler on a page's DevTools session; stopProfile(cdp) stops it
// and returns the profile. summary(profile, ms, top) is the part of the profile from the tap
// (the first sample in the page's touch handler, touch.js) to ms later, as lines of text.

export async function startProfile(cdp) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); // µs
  await cdp.send('Profiler.start');
}

export async function stopProfile(cdp) {
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Profiler.disable');
  return profile;
}

// name is a function's name as the summary shows it.
const name = (f) => f.functionName || `(anonymous ${f.url.split('/').pop()}:${f.lineNumber})`;

// kind is what a sample's stack (innermost first) is doing: drawing a frame (Fyne's
// drawSingleFrame), the app's code outside it, the garbage collector, idle, or other.
function kind(names) {
  if (names.some((n) => n.includes('drawSingleFrame'))) return 'frame';
  if (names.some((n) => n.startsWith('whistle'))) return 'app';
  if (names[0] === '(idle)' || names[0] === '(program)') return 'idle';
  if (names[0] === '(garbage collector)' || names.some((n) => n.startsWith('runtime.gcBgMarkWorker'))) return 'gc';
  return 'other';
}

// summary lists, from the tap to ms after it: the samples' total, the functions with the most
// time under them (inclusive) and the most time of their own (self), top of each.
// With whole set, the span is the whole profile (a page's start: timing.mjs --profile).
export function summary(profile, ms, top = 25, whole = false) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
  // the time of each sample (µs from the profile's start)
  const times = [];
  let t = 0;
  for (const d of profile.timeDeltas) times.push((t += d));
  const stack = (id) => {
    const s = [];
    for (let x = id; x !== undefined; x = parent.get(x)) s.push(byId.get(x));
    return s;
  };
  const i0 = whole ? 0 : profile.samples.findIndex((id) => stack(id).some((n) => n.callFrame.url.endsWith('touch.js')));
  if (i0 < 0) return ['(no sample in the touch handler: the tap was not seen by the profiler)'];
  const from = times[i0], to = from + ms * 1000;
  const incl = new Map(), self = new Map();
  let total = 0, idle = 0;
  const spans = []; // the timeline: [what, from, to] in µs after the tap
  for (let i = i0; i < profile.samples.length && times[i] <= to; i++) {
    const dt = (times[i + 1] ?? times[i]) - times[i];
    const s = stack(profile.samples[i]);
    total += dt;
    const own = name(s[0].callFrame);
    if (own === '(idle)' || own === '(program)') idle += dt;
    const what = kind(s.map((n) => name(n.callFrame)));
    const last = spans[spans.length - 1];
    if (last && last[0] === what) last[2] = times[i] - from + dt;
    else spans.push([what, times[i] - from, times[i] - from + dt]);
    self.set(own, (self.get(own) || 0) + dt);
    for (const k of new Set(s.map((n) => name(n.callFrame)))) incl.set(k, (incl.get(k) || 0) + dt);
  }
  const app = new Map([...incl].filter(([k]) => k.startsWith('whistle')));
  const fmt = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, v]) => `  ${(v / 1000).toFixed(1).padStart(7)} ms  ${k}`);
  return [
    `from ${whole ? 'the start' : 'the tap'} to ${ms} ms after it: ${(total / 1000).toFixed(1)} ms sampled, ${(idle / 1000).toFixed(1)} ms idle or outside script`,
    ...(whole ? [] : ['timeline (ms after the tap):']), ...(whole ? [] : ['  ' + spans.filter((x) => x[2] - x[1] >= 2000 || x[0] !== 'idle')
      .map(([w, a, b]) => `${(a / 1000).toFixed(0)}–${(b / 1000).toFixed(0)} ${w}`).join(', ')]),
    'inclusive (the function and what it called):', ...fmt(incl),
    'the app\'s functions, inclusive:', ...fmt(app),
    'self:', ...fmt(self),
  ];
}

// traceSummary reads a Chrome trace (puppeteer's page.tracing, the JSON's traceEvents) of a
// tap: from the tap (the renderer's touchstart) to ms after it, how long each of the page's
// threads was busy (top-level tasks: the renderer's main thread runs the app, the GPU
// process's main thread draws what it asked for, the compositor puts it on screen).
export function traceSummary(events, ms) {
  const names = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}/${e.tid}`, e.args.name);
  const tap = events.find((e) => e.name === 'EventDispatch' && e.args && e.args.data && e.args.data.type === 'touchstart');
  if (!tap) return ['(no touchstart in the trace)'];
  const from = tap.ts, to = from + ms * 1000;
  // busy: the union of the top-level complete events of each thread within [from, to]
  const spans = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur || e.ts + e.dur < from || e.ts > to) continue;
    const k = `${e.pid}/${e.tid}`;
    if (!spans.has(k)) spans.set(k, []);
    spans.get(k).push([Math.max(e.ts, from), Math.min(e.ts + e.dur, to)]);
  }
  const lines = [`from the tap to ${ms} ms after it, each thread's busy time:`];
  const rows = [];
  for (const [k, s] of spans) {
    s.sort((a, b) => a[0] - b[0]);
    let busy = 0, end = -Infinity, last = 0;
    for (const [a, b] of s) {
      if (b <= end) continue;
      busy += b - Math.max(a, end);
      end = b;
      last = b;
    }
    rows.push([busy, `  ${(busy / 1000).toFixed(1).padStart(7)} ms  ${names.get(k) || k} (last busy at ${((last - from) / 1000).toFixed(0)} ms)`]);
  }
  rows.sort((a, b) => b[0] - a[0]);
  return [...lines, ...rows.slice(0, 8).map((r) => r[1])];
}
