// The board page: shows the public state the server sends (notepad/board/public.py).
// Every word comes from the server except the timer, which counts down here between messages
// (the same words as notepad.table.public_words.timer_words). Text only: nothing is parsed as HTML.
"use strict";

const $ = (id) => document.getElementById(id);
let timer = null;      // the last timer sent, and when it arrived
let received = 0;

function put(list, items, build) {
  const el = $(list);
  el.replaceChildren(...items.map((item) => {
    const li = document.createElement("li");
    build(li, item);
    return li;
  }));
}

function span(cls, text) {
  const s = document.createElement("span");
  s.className = cls;
  s.textContent = text;
  return s;
}

function show(section, visible) { $(section).hidden = !visible; }

function timerWords() {
  if (!timer) return ["", ""];
  const elapsed = timer.running ? (performance.now() - received) / 1000 : 0;
  const left = Math.ceil(Math.max(0, timer.left - elapsed) - 0.001);
  if (left <= 0) return ["Dusk has fallen", "warn"];
  const words = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
  if (!timer.running) return [`${words} (paused)`, "paused"];
  if (left <= timer.warning) return [`${words} — dusk is falling`, "warn"];
  return [words, ""];
}

function tick() {
  const [words, cls] = timerWords();
  const el = $("timer");
  el.hidden = !words;
  if (el.textContent !== words) el.textContent = words;
  el.className = cls;
}

function render(state) {
  if (state.waiting) {
    $("title").textContent = "Waiting for the game…";
    return;
  }
  document.title = `${state.title} — Werewolf`;
  $("title").textContent = state.title;
  timer = state.timer;
  received = performance.now();
  tick();
  $("problem").hidden = !state.problem;
  $("problem").textContent = state.problem || "";
  put("notices", state.notices, (li, line) => { li.textContent = line; });
  show("dawn-section", state.dawn.length > 0);
  put("dawn", state.dawn, (li, line) => { li.textContent = line; });
  show("accused-section", state.accusations.length > 0);
  put("accused", state.accusations, (li, entry) => { li.textContent = entry.line.trim(); });
  $("alive-heading").textContent = `Alive (${state.alive.length})`;
  put("alive", state.alive, (li, p) => {
    li.append(span("seat", p.seat), span("name", p.name));
  });
  show("dead-section", state.dead.length > 0);
  $("dead-heading").textContent = `Dead (${state.dead.length})`;
  put("dead", state.dead, (li, p) => {
    li.append(span("seat", p.seat), span("name", p.name), span("when", p.when));
    if (p.shown) li.append(span("shown", p.shown));
  });
}

function connect() {
  const source = new EventSource("/events");
  source.onopen = () => { $("status").textContent = "live"; $("status").className = "status"; };
  source.onmessage = (event) => render(JSON.parse(event.data));
  source.onerror = () => {
    $("status").textContent = "connection lost — reconnecting…";
    $("status").className = "status lost";
  };
}

setInterval(tick, 250);
connect();
