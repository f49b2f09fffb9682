// The board page: shows the public state the server sends (notepad/board/public.py).
// Every word comes from the server: the state's own, and the page's fixed words
// (notepad.table.public_words.PAGE_WORDS, put in the page as #words), which it still has when
// the server is gone. The timer counts down here between messages. Text only: nothing is
// parsed as HTML.
"use strict";

const $ = (id) => document.getElementById(id);
const WORDS = JSON.parse($("words").textContent);
const PROJECTOR = window.matchMedia("(min-width: 48em) and (orientation: landscape)");
const SILENCE_MS = 40000;  // the server says something every 15 s; this long without: lost
let timer = null;      // the last timer sent, and when it arrived
let received = 0;
let heard = performance.now();
let source = null;
let stopped = false;
let notLive = "";      // why the page is not live now ("" when it is)

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

// The timer as [clock, note, class]: the same words as public_words.timer_words.
function timerWords() {
  if (!timer) return ["", "", ""];
  const elapsed = timer.running ? (performance.now() - received) / 1000 : 0;
  const left = Math.ceil(Math.max(0, timer.left - elapsed) - 0.001);
  if (left <= 0) return [WORDS.fallen, "", "warn"];
  const clock = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
  if (!timer.running) return [clock, `(${WORDS.paused})`, "paused"];
  if (left <= timer.warning) return [clock, WORDS.falling, "warn"];
  return [clock, "", ""];
}

function tick() {
  const [clock, note, cls] = timerWords();
  const el = $("timer");
  const changed = el.hidden !== !clock || el.className !== cls;
  el.hidden = !clock;
  const [clockEl, noteEl] = el.children;
  if (clockEl.textContent !== clock) clockEl.textContent = clock;
  if (noteEl.textContent !== note) noteEl.textContent = note;
  el.className = cls;
  if (changed) fit();
  if (!notLive && !stopped && performance.now() - heard > SILENCE_MS) lost(WORDS.lost);
}

// One screen on a projector: the largest text at which everything is on it, no scrolling.
function fit() {
  const root = document.documentElement;
  if (!PROJECTOR.matches) { root.style.fontSize = ""; return; }
  const fits = () => root.scrollHeight <= window.innerHeight
    && root.scrollWidth <= window.innerWidth;
  let low = 6, high = 72;
  while (high - low > 0.25) {
    const middle = (low + high) / 2;
    root.style.fontSize = `${middle}px`;
    if (fits()) low = middle; else high = middle;
  }
  root.style.fontSize = `${low}px`;
}

function setStatus(words, isLost) {
  $("status").textContent = words;
  $("status").className = isLost ? "status lost" : "status";
}

// Not live, large, for the whole room: the page says so at once and keeps what it last had.
function lost(why) {
  notLive = why;
  $("notlive").textContent = why;
  $("notlive").hidden = false;
  setStatus(WORDS.notlive, true);
  fit();
}

function live() {
  notLive = "";
  $("notlive").hidden = true;
  setStatus(WORDS.live, false);
}

function player(li, p) {
  li.append(span("seat", p.seat), " ", span("name", p.name));  // read "1 Anna", not "1Anna"
  li.title = p.name;  // a name cut short on a narrow screen is still there to read
}

// The grid's columns as wide as the longest name, in em: the same at every text size.
function cellWidth() {
  const list = $("alive");
  const size = parseFloat(getComputedStyle(list).fontSize);
  const widest = Math.max(0, ...[...list.querySelectorAll(".name")].map((n) => n.offsetWidth));
  list.style.setProperty("--name-em", (widest / size).toFixed(2));
}

// The vote as it happens (notepad/board/vote.py): each accused with the accuser and the
// seconder, the hands as counted, the result; the one whose vote is open stands out.
function showVote(state) {
  const vote = state.vote || {accused: [], needed: "", open: null, cards: [], teams: []};
  const bySeat = new Map(vote.accused.map((a) => [a.seat, a]));
  show("accused-section", state.accusations.length > 0);
  $("needed").textContent = vote.open === null ? "" : vote.needed;
  $("needed").hidden = vote.open === null || !vote.needed;
  put("accused", state.accusations, (li, entry) => {
    const told = bySeat.get(entry.seat);
    li.append(span("seat", entry.seat), " ", span("line", told ? told.line : entry.name));
    if (entry.votes) li.append(span("hands", `: ${entry.votes}`));
    if (told && told.result) li.append(span("result", ` — ${told.result}`));
    if (vote.open === entry.seat) {
      li.className = "open";
      li.append(span("result", ` — ${WORDS.open}`));
    }
  });
  show("cards-section", vote.cards.length > 0);
  $("cards-heading").textContent = WORDS.cards;
  put("cards", vote.cards, (li, p) => {
    player(li, p);
    if (p.shown) li.append(span("shown", p.shown));
    if (p.dead) li.append(span("fate", " †"));
    if (p.won) li.className = "won";
  });
  show("teams-section", vote.teams.length > 0);
  $("teams-heading").textContent = WORDS.teams;
  put("teams", vote.teams, (li, t) => { li.textContent = `${t.team}: ${t.players.join(", ")}`; });
}

function render(state) {
  heard = performance.now();
  if (state.stopped) { stopped = true; lost(WORDS.stopped); return; }  // it may come back
  if (state.problem) lost(state.problem); else live();
  if (state.waiting) {
    $("title").textContent = WORDS.waiting;
    return;
  }
  document.title = `${state.title} — Werewolf`;
  document.body.classList.toggle("night", state.phase === "night");
  $("title").textContent = state.title;
  timer = state.timer;
  received = performance.now();
  tick();
  const vote = state.vote || {teams: [], cards: []};
  // At the end the winners by team say what the first notice says: it is not said twice.
  const notices = vote.teams.length && state.winners ? state.notices.slice(1) : state.notices;
  put("notices", notices, (li, line) => { li.textContent = line; });
  show("dawn-section", state.dawn.length > 0);
  put("dawn", state.dawn, (li, line) => { li.textContent = line; });
  showVote(state);
  $("alive-heading").textContent = `${WORDS.alive} (${state.alive.length})`;
  put("alive", state.alive, player);
  cellWidth();
  const ended = vote.cards.length > 0;  // every card, alive and dead, in one list instead
  show("alive-section", !ended);
  show("dead-section", state.dead.length > 0 && !ended);
  $("dead-heading").textContent = `${WORDS.dead} (${state.dead.length})`;
  put("dead", state.dead, (li, p) => {
    player(li, p);
    li.append(span("when", p.when));
    if (p.shown) li.append(span("shown", p.shown));
  });
  if (state.join) {  // the QR code only of an address the room can reach; else why not
    const qr = $("qr");
    if (state.join.url && !qr.getAttribute("src")) qr.src = "/qr.svg";
    qr.hidden = !state.join.url;
    $("join-words").textContent = state.join.words;
  }
  fit();
}

function connect() {
  source = new EventSource("/events");
  source.onopen = () => { heard = performance.now(); stopped = false; live(); };
  source.onmessage = (event) => render(JSON.parse(event.data));
  source.addEventListener("alive", () => { heard = performance.now(); });
  source.onerror = () => lost(stopped ? WORDS.stopped : WORDS.lost);  // it retries each second
}

setStatus(WORDS.connecting, false);
PROJECTOR.addEventListener("change", fit);
window.addEventListener("resize", fit);
setInterval(tick, 250);
connect();
