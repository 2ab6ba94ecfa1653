// listen.js: an equation page's curve or bars as sound (app/figure_data.go
// paints the "Listen to …" buttons and the data tables it reads).
//
// Pressing a button plays the figure's points left to right in three
// seconds: the pitch follows y (two octaves, 220 to 880 Hz, from the least
// value to the greatest), the stereo position follows x, a value below
// zero sounds through a rougher square wave instead of a sine, and an
// undefined value is silence. Escape, or the button again, stops it. With
// the button focused, the arrow keys walk the points one at a time (Shift:
// ten at a time; Home and End: the ends), each sounded briefly and
// announced in words. Nothing plays until a person asks.
(() => {
  const PLAY_SECONDS = 3;
  const LOW_HZ = 220;
  const OCTAVES = 2;
  const LEVEL = 0.15;

  let ctx = null;
  let playing = null; // {button, stop()}
  const cursor = new WeakMap(); // a button → the point it is on

  const audio = () => {
    ctx ??= new (window.AudioContext || window.webkitAudioContext)();
    if (ctx.state === 'suspended') ctx.resume();
    return ctx;
  };

  // points reads the table of figure i: x (a bar's position for bars),
  // y (the first series; NaN where undefined) and how to say each.
  function points(i) {
    const table = document.querySelector(`#figure-data table[data-figure="${i}"]`);
    if (!table) return null;
    const head = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    const bars = table.dataset.kind === 'bars';
    const rows = [...table.querySelectorAll('tbody tr')].map((tr, k) => {
      const cells = [...tr.children].map((td) => td.textContent);
      const num = (s) => (s === 'undefined' ? NaN : s === '∞' ? Infinity : s === '−∞' ? -Infinity : Number(s));
      return { x: bars ? k : num(cells[0]), y: num(cells[1]), say: `${head[0]} = ${cells[0]}, ${head[1]} = ${cells[1]}` };
    });
    return rows.length > 1 ? rows : null;
  }

  // scale maps the points' x to a pan in [−1, 1] and y to a frequency.
  function scale(rows) {
    const finite = (v) => Number.isFinite(v);
    const ys = rows.map((r) => r.y).filter(finite);
    const xs = rows.map((r) => r.x).filter(finite);
    const [ylo, yhi] = [Math.min(...ys), Math.max(...ys)];
    const [xlo, xhi] = [Math.min(...xs), Math.max(...xs)];
    return {
      hz: (y) => LOW_HZ * 2 ** (yhi > ylo ? (OCTAVES * (y - ylo)) / (yhi - ylo) : OCTAVES / 2),
      pan: (x) => (xhi > xlo ? (2 * (x - xlo)) / (xhi - xlo) - 1 : 0),
    };
  }

  // voices starts a sine and a square oscillator through one panner, both
  // silent, and returns them.
  function voices(ac, at) {
    const pan = ac.createStereoPanner();
    pan.connect(ac.destination);
    const make = (type, level) => {
      const osc = ac.createOscillator();
      osc.type = type;
      const gain = ac.createGain();
      gain.gain.setValueAtTime(0, at);
      osc.connect(gain).connect(pan);
      osc.start(at);
      return { osc, gain, level };
    };
    return { pan, above: make('sine', LEVEL), below: make('square', LEVEL / 3) };
  }

  // sound schedules point r at time t: its pitch and place, and the voice
  // of its sign (none for an undefined value).
  function sound(v, s, r, t) {
    const defined = Number.isFinite(r.y);
    for (const voice of [v.above, v.below]) {
      const on = defined && (voice === v.below) === r.y < 0;
      if (defined) voice.osc.frequency.setValueAtTime(s.hz(r.y), t);
      voice.gain.gain.setValueAtTime(on ? voice.level : 0, t);
    }
    if (Number.isFinite(r.x)) v.pan.pan.setValueAtTime(s.pan(r.x), t);
  }

  function stop() {
    if (!playing) return;
    const p = playing;
    playing = null;
    p.stop();
    p.button.setAttribute('aria-pressed', 'false');
  }

  function play(button) {
    stop();
    const rows = points(button.dataset.figure);
    if (!rows) return;
    const ac = audio();
    const s = scale(rows);
    const t0 = ac.currentTime + 0.05;
    const dt = PLAY_SECONDS / rows.length;
    const v = voices(ac, t0);
    rows.forEach((r, k) => sound(v, s, r, t0 + k * dt));
    const end = t0 + rows.length * dt;
    for (const voice of [v.above, v.below]) voice.osc.stop(end);
    const timer = setTimeout(stop, (end - ac.currentTime) * 1000 + 50);
    playing = {
      button,
      stop: () => {
        clearTimeout(timer);
        for (const voice of [v.above, v.below]) voice.osc.stop();
      },
    };
    button.setAttribute('aria-pressed', 'true');
    say(button, `Playing ${rows.length} points; Escape stops.`);
  }

  // step moves the button's cursor by d points (to an end for ±Infinity),
  // sounds that point for a moment and says it.
  function step(button, d) {
    const rows = points(button.dataset.figure);
    if (!rows) return;
    const last = rows.length - 1;
    const was = cursor.get(button);
    let k;
    if (!Number.isFinite(d)) k = d > 0 ? last : 0;
    else if (was === undefined) k = d > 0 ? 0 : last;
    else k = Math.max(0, Math.min(last, was + d));
    cursor.set(button, k);
    stop();
    const ac = audio();
    const t0 = ac.currentTime + 0.02;
    const v = voices(ac, t0);
    sound(v, scale(rows), rows[k], t0);
    for (const voice of [v.above, v.below]) voice.osc.stop(t0 + 0.15);
    say(button, `${rows[k].say} (point ${k + 1} of ${rows.length})`);
  }

  function say(button, text) {
    const status = button.closest('.figure-tools')?.querySelector('.listen-status');
    if (status) status.textContent = text;
  }

  document.addEventListener('click', (e) => {
    const button = e.target.closest?.('button.listen');
    if (!button) return;
    if (playing?.button === button) stop();
    else play(button);
  });

  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && playing) {
      stop();
      return;
    }
    const button = e.target.closest?.('button.listen');
    if (!button) return;
    const d = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, Home: -Infinity, End: Infinity }[e.key];
    if (d === undefined) return;
    e.preventDefault();
    step(button, Number.isFinite(d) && e.shiftKey ? d * 10 : d);
  });
})();
