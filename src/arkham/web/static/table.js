// The table: the board, the choice, the sheets and the log of one game, kept live over a websocket.
"use strict";
const GAME = Number(location.pathname.split("/").pop());
const TOKEN = new URLSearchParams(location.search).get("token") || "";
// every request is answered with what this seat (or a spectator) may see
const AS_SEAT = TOKEN ? `?token=${encodeURIComponent(TOKEN)}` : "";
const COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#e377c2", "#8c564b"];
let ws = null, seat = null, view = null, logGroups = [], logLen = 0, waiting = false, retry = 0, finished = false;

function $(sel) { return document.querySelector(sel); }
function el(tag, attrs = {}, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "onclick") e.addEventListener("click", v); else if (v !== null && v !== undefined) e.setAttribute(k, v);
  }
  for (const k of kids) if (k !== null && k !== undefined) e.append(k);
  return e;
}
// Text with every roll "[6, 1, 4]" drawn as die faces; with the investigator's seat, successes stand out.
const FACES = "⚀⚁⚂⚃⚄⚅";
function withDice(text, who) {
  const floor = view && who !== null && who !== undefined && view.investigators[who] ? view.investigators[who].success_floor : 7;
  const out = document.createDocumentFragment();
  const re = /\[(\d(?:, \d)*)\](?! check)/g;
  let pos = 0, m;
  while ((m = re.exec(text)) !== null) {
    out.append(text.slice(pos, m.index));
    const dice = el("span", {class: "dice", title: `rolled ${m[1]}`});
    for (const v of m[1].split(", ").map(Number)) dice.append(el("span", {class: v >= floor ? "die hit" : "die"}, FACES[v - 1] || String(v)));
    out.append(dice);
    pos = m.index + m[0].length;
  }
  out.append(text.slice(pos));
  return out;
}
function banner(msg, kind = "") { const b = $("#banner"); b.textContent = msg; b.className = "banner " + kind; b.hidden = !msg; }
function status(text, cls) { const c = $("#conn"); c.textContent = text; c.className = "pill " + cls; }

// ---------------------------------------------------------------- the connection
function connect() {
  const proto = location.protocol === "https:" ? "wss" : "ws";
  ws = new WebSocket(`${proto}://${location.host}/ws/games/${GAME}` + (TOKEN ? `?token=${encodeURIComponent(TOKEN)}` : ""));
  status("connecting…", "warn");
  ws.onopen = () => { retry = 0; status("live", "ok"); };
  ws.onmessage = ev => receive(JSON.parse(ev.data));
  ws.onclose = ev => {
    status("offline", "bad");
    if (ev.code === 4403) { banner("This link's token opens no seat of this game: ask the host for your link.", "bad"); return; }
    if (ev.code === 4404) { banner(`There is no game ${GAME} on this server.`, "bad"); return; }
    if (ev.code === 4410) { banner("This game was deleted.", "bad"); return; }
    retry = Math.min(retry + 1, 6);
    setTimeout(connect, 250 * 2 ** retry);   // reconnect and catch up (the server sends the whole table again)
  };
}

function receive(msg) {
  if (msg.type === "hello") {
    seat = msg.seat; logGroups = []; logLen = 0;
    $("#me").textContent = seat === null ? "spectator" : `seat ${seat + 1}`;
    $("#chat-lines").replaceChildren(); chatSeen = -1;
    for (const line of msg.chat || []) addChat(line);
    $("#chat-form").hidden = seat === null;
    show(msg);
  } else if (msg.type === "update") {
    show(msg);
  } else if (msg.type === "undone") {
    const bots = msg.bots ? ` and ${msg.bots} of the bots' after ${msg.people === 1 ? "it" : "them"}` : "";
    banner(`${msg.seat === seat ? "You" : msg.name} took back ${msg.people === 1 ? "an answer" : msg.people + " answers"}${bots}.`, "warn");
  } else if (msg.type === "chat") {
    addChat(msg);
  } else if (msg.type === "ack") {
    if (!finished) banner("");   // a stale or refused answer's message goes once an answer is taken
  } else if (msg.type === "error") {
    waiting = false;
    banner(msg.message, msg.code === "stale" ? "warn" : "bad");
    if (view) drawChoice();
  } else if (msg.type === "deleted") {
    banner("This game was deleted.", "bad");
  }
}

function show(msg) {
  const v = msg.view;
  if (v.log_from > logLen) { ws.send(JSON.stringify({type: "sync", log_len: logLen})); return; }  // missed events
  mergeLog(v.log, v.log_from);
  const fresh = !view || !view.choice || !v.choice || view.choice.n !== v.choice.n;
  view = v; waiting = false;
  logLen = v.log_len;
  $("#board").innerHTML = msg.board;
  const t = v.tracks;
  $("#title").textContent = `Game ${GAME} · ${t.ancient_one.name} · ${t.title}` +
    (t.ruleset === "haunt" ? ` · ${t.gates_open} gates, win at ${t.win_at} or fewer` : "");
  notice(fresh);
  if (v.over) { finished = true; banner(`The game is over: ${v.result.won ? "the investigators win" : "the investigators lose"} — ${v.result.how}`, v.result.won ? "ok" : "bad"); }
  drawChoice(); drawVariants(); drawSheets(); drawLog(); hookBoard(); drawTowns(fresh);
}

// ---------------------------------------------------------------- chat
// Every message is shown as text (textContent through el()), never as markup.
let chatSeen = -1;
function addChat(line) {
  if (line.n <= chatSeen) return;   // a message already shown (a reconnect sends them all again)
  chatSeen = line.n;
  const at = new Date(line.at);
  const when = isNaN(at) ? "" : at.toLocaleTimeString([], {hour: "2-digit", minute: "2-digit"});
  const list = $("#chat-lines");
  list.append(el("li", {"data-n": line.n, "data-seat": line.seat},
    el("span", {class: "chat-who", style: `color: ${COLOURS[line.seat % COLOURS.length]}`}, `${line.name} (seat ${line.seat + 1})`),
    el("span", {class: "chat-at small dim", title: line.at}, ` ${when} `), el("span", {class: "chat-text"}, line.text)));
  list.scrollTop = list.scrollHeight;
}
$("#chat-form").addEventListener("submit", e => {
  e.preventDefault();
  const input = $("#chat-text"), text = input.value.trim();
  if (!text || !ws || ws.readyState !== WebSocket.OPEN) return;
  ws.send(JSON.stringify({type: "chat", text}));
  input.value = "";
});

// ---------------------------------------------------------------- notices
// A seat whose answer is awaited sees it in the window's title (seen from another tab too)
// and, if it turned the sound on (off unless chosen; kept in this browser), hears a short tone.
const SOUND_KEY = "arkham.sound";
function soundOn() { try { return localStorage.getItem(SOUND_KEY) === "on"; } catch (e) { return false; } }
function tone() {
  try {
    const ctx = new (window.AudioContext || window.webkitAudioContext)();
    const o = ctx.createOscillator(), gn = ctx.createGain();
    o.frequency.value = 660; gn.gain.value = 0.08; o.connect(gn); gn.connect(ctx.destination);
    o.start(); o.stop(ctx.currentTime + 0.18);
  } catch (e) { /* no audio here */ }
}
function notice(fresh) {
  const base = `Arkham Horror — game ${GAME}`;
  if (view.over) document.title = `Game over — ${base}`;
  else if (mine()) { document.title = `▶ Your turn: ${view.choice.who_label.split(" (")[0]} — ${base}`; if (fresh && soundOn()) tone(); }
  else document.title = base;
  $("#table-note").hidden = !mine();
}
function drawSoundToggle() {
  const b = $("#sound");
  b.textContent = soundOn() ? "sound: on" : "sound: off";
  b.setAttribute("aria-pressed", soundOn() ? "true" : "false");
}
$("#sound").addEventListener("click", () => {
  try { localStorage.setItem(SOUND_KEY, soundOn() ? "off" : "on"); } catch (e) { /* private mode */ }
  drawSoundToggle();
});
drawSoundToggle();

// ---------------------------------------------------------------- the choice
function mine() { return view && view.choice && seat !== null && view.choice.seat === seat && view.choice.player === "person"; }

function answer(optionId) {
  if (!mine() || waiting) return;
  waiting = true;
  ws.send(JSON.stringify({type: "answer", choice: view.choice.n, option: optionId}));
  drawChoice();
}

function drawChoice() {
  const box = $("#choice");
  const ch = view.choice;
  box.dataset.choice = ch ? ch.n : "over";
  box.dataset.mine = mine() ? "yes" : "no";
  if (!ch) {
    const sm = view.summary;
    box.replaceChildren(el("h2", {}, "The game is over"),
      ...(sm ? [el("ul", {class: "summary " + (sm.won ? "won" : "lost")}, ...sm.lines.map(l => el("li", {}, l)))]
             : [el("p", {}, view.result ? view.result.how : "")]));
    box.append(...takeBackControl());
    highlight([]); return;
  }
  const yours = mine();
  const head = el("div", {class: "who"}, yours ? "Your choice — " : "", el("strong", {}, ch.who_label), " decides");
  const list = el("ol", {class: "options"});
  for (const o of ch.options) {
    const b = el("button", {class: "option", "data-option": o.id, "data-n": o.n, disabled: yours && !waiting ? null : ""},
                 el("span", {class: "key"}, String(o.n)), " ", o.label);
    b.addEventListener("click", () => answer(o.id));
    b.addEventListener("mouseenter", () => highlight(o.places));
    b.addEventListener("mouseleave", () => highlight([]));
    const li = el("li", {}, b);
    if (o.stakes.length) li.append(el("div", {class: "stakes"}, o.stakes.join(" · ")));
    for (const r of o.refs) li.append(el("a", {href: "#", class: "ref", onclick: e => { e.preventDefault(); showText(r.id); }}, `about ${r.name}`), " ");
    list.append(li);
  }
  const note = yours ? (waiting ? "Sending…" : "Click an option, press its number, or click a highlighted place on the board.")
                     : (ch.player === "person" ? `Waiting for ${ch.who_label}.` : `A bot is playing: ${ch.who_label}.`);
  box.replaceChildren(head, el("h2", {class: "prompt"}, withDice(ch.prompt, ch.seat)), list, el("p", {class: "small dim"}, note),
                      el("details", {}, el("summary", {}, "What is this choice?"), el("p", {}, ch.help)),
                      ...takeBackControl());
  highlight([]);
}

// ---------------------------------------------------------------- taking back
// Offered to the seat that gave the last answer of a person (any person seat at a table
// created with free take-back); the server refuses it once a die, a draw or a gate came out since.
function takeBackControl() {
  const tb = view.take_back;
  if (!tb || !tb.may || !TOKEN) return [];
  const b = el("button", {id: "take-back", class: "take-back", type: "button",
    title: tb.free ? "this table allows taking back freely" : "possible while no die, card, monster or gate has come out since"},
    tb.free ? "Take back the last answer" : "Take back my last answer");
  b.addEventListener("click", takeBack);
  return [el("p", {class: "take-back-row"}, b)];
}
async function takeBack() {
  const b = $("#take-back");
  if (b) b.disabled = true;
  try {
    const r = await fetch(`/api/games/${GAME}/undo`, {method: "POST", headers: {"X-Seat-Token": TOKEN, "Content-Type": "application/json"}, body: "{}"});
    if (r.ok) return;   // the new table, and who took back what, come over the websocket
    const d = await r.json().catch(() => ({}));
    banner((d.detail && d.detail.message) || `taking back failed (${r.status})`, "warn");
  } catch (e) { banner("taking back failed: the server cannot be reached", "bad"); }
  if (b) b.disabled = false;
}

function allPlaces() { return view && view.choice ? view.choice.options.flatMap(o => o.places) : []; }

// Every place an option names is highlighted; the places of the option under the pointer more strongly.
function highlight(strong) {
  document.querySelectorAll("#board .hl, #board .hl-strong").forEach(e => e.classList.remove("hl", "hl-strong"));
  const mark = (p, cls) => {
    const g = document.querySelector(`#board [data-place="${CSS.escape(p)}"]`);
    if (g) g.classList.add(cls);
  };
  for (const p of allPlaces()) mark(p, "hl");
  for (const p of strong) mark(p, "hl-strong");
}

document.addEventListener("keydown", e => {
  if (e.target.tagName === "INPUT" || e.target.tagName === "SELECT" || !view || !view.choice) return;
  const n = e.key === "0" ? 10 : Number(e.key);
  if (!Number.isInteger(n) || n < 1) return;
  const o = view.choice.options[n - 1];
  if (o) answer(o.id);
});

// ---------------------------------------------------------------- the board
// With more than one town the board is shown a town at a time (buttons, each with the
// investigators there), zoomed with the wheel or +/- and panned by dragging; "All" shows every board.
let viewBox = null, dragged = false;
function townBoxes() {
  return [...document.querySelectorAll("#board svg .town")].map(t => ({
    id: t.dataset.town, name: t.dataset.name, box: t.dataset.box.split(" ").map(Number),
    people: t.querySelectorAll(".investigator").length, g: t}));
}
function setBox(box) {
  const svg = $("#board svg");
  viewBox = box;
  if (svg && box) svg.setAttribute("viewBox", box.map(n => Math.round(n)).join(" "));
}
function townOf(place) {
  const e = document.querySelector(`#board [data-place="${CSS.escape(place)}"]`);
  const t = e && e.closest(".town");
  return t ? t.dataset.town : null;
}
function drawTowns(fresh) {
  const towns = townBoxes(), nav = $("#towns"), svg = $("#board svg");
  if (!svg) return;
  const whole = svg.viewBox.baseVal, all = [whole.x, whole.y, whole.width, whole.height];
  if (towns.length < 2) { nav.hidden = true; return; }
  $("#board-wrap").classList.add("zoomable");
  const wanted = new Set(allPlaces().map(townOf).filter(t => t));
  if (!viewBox) viewBox = towns[0].box;
  if (fresh) {   // a new choice: follow the investigator deciding it, else the places it names
    const tok = view.choice && view.choice.seat !== null && svg.querySelector(`.investigator[data-seat="${view.choice.seat}"]`);
    const his = tok && tok.closest(".town") ? towns.find(x => x.id === tok.closest(".town").dataset.town) : null;
    if (his) { if (!overlap(his.box, viewBox)) viewBox = his.box; }
    else if (wanted.size && ![...wanted].some(t => overlap(towns.find(x => x.id === t).box, viewBox)))
      viewBox = towns.find(x => wanted.has(x.id)).box;
  }
  setBox(viewBox);
  const same = (a, b) => a && b && a.every((n, k) => Math.abs(n - b[k]) < 1);
  const buttons = towns.map(t => el("button", {class: (same(viewBox, t.box) ? "on " : "") + (wanted.has(t.id) ? "wanted" : ""),
      "data-town": t.id, title: wanted.has(t.id) ? "the choice names places here" : null,
      onclick: () => { setBox(t.box); drawTowns(false); }}, t.name + (t.people ? ` (${t.people})` : "")));
  buttons.push(el("button", {class: same(viewBox, all) ? "on" : "", "data-town": "all", onclick: () => { setBox(all); drawTowns(false); }}, "All"));
  buttons.push(el("button", {"aria-label": "zoom in", onclick: () => zoom(0.8)}, "+"),
               el("button", {"aria-label": "zoom out", onclick: () => zoom(1.25)}, "−"));
  nav.replaceChildren(el("span", {class: "dim"}, "Board:"), ...buttons);
  nav.hidden = false;
}
function overlap(a, b) { return a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3]; }
function zoom(f, cx, cy) {
  const [x, y, w, h] = viewBox;
  cx = cx === undefined ? x + w / 2 : cx; cy = cy === undefined ? y + h / 2 : cy;
  setBox([cx - (cx - x) * f, cy - (cy - y) * f, w * f, h * f]);
}
function svgPoint(svg, e) {
  const p = svg.createSVGPoint(); p.x = e.clientX; p.y = e.clientY;
  return p.matrixTransform(svg.getScreenCTM().inverse());
}
function hookZoom(svg) {
  if (townBoxes().length < 2) return;
  svg.addEventListener("wheel", e => { e.preventDefault(); const p = svgPoint(svg, e); zoom(e.deltaY > 0 ? 1.15 : 0.87, p.x, p.y); }, {passive: false});
  let start = null;
  svg.addEventListener("pointerdown", e => { start = {x: e.clientX, y: e.clientY, box: viewBox.slice()}; dragged = false; });
  svg.addEventListener("pointermove", e => {
    if (!start || !(e.buttons & 1)) return;
    const dx = e.clientX - start.x, dy = e.clientY - start.y;
    if (!dragged && Math.hypot(dx, dy) < 5) return;
    dragged = true;
    const k = start.box[2] / svg.getBoundingClientRect().width;
    setBox([start.box[0] - dx * k, start.box[1] - dy * k, start.box[2], start.box[3]]);
  });
  svg.addEventListener("pointerup", () => { start = null; });
}
function hookBoard() {
  const svg = $("#board svg");
  if (!svg) return;
  hookZoom(svg);
  svg.addEventListener("click", e => {
    if (dragged) { dragged = false; return; }   // the end of a drag is no click
    const thing = e.target.closest("[data-id]");
    const place = e.target.closest("[data-place]");
    if (place && mine()) {
      const p = place.getAttribute("data-place");
      const opts = view.choice.options.filter(o => o.places.includes(p));
      if (opts.length === 1 && !thing) { answer(opts[0].id); return; }
    }
    if (thing) showText(thing.getAttribute("data-id"));
    else if (place) showText(place.getAttribute("data-place"));
  });
}

async function showText(ident) {
  const r = await fetch(`/api/games/${GAME}/text/${ident.split("/").map(encodeURIComponent).join("/")}${AS_SEAT}`);
  const box = $("#info");
  if (!r.ok) { box.hidden = true; return; }
  const d = await r.json();
  const here = view && view.places[ident];
  const lines = d.lines.map(l => el("p", {}, l));
  if (here) {
    const bits = [];
    if (here.gate && here.gate.face_down) bits.push("A face-down gate");
    else if (here.gate) bits.push(`Gate to ${here.gate.name}${here.gate.modifier !== null ? ` (${here.gate.modifier >= 0 ? "+" : ""}${here.gate.modifier})` : ""}`);
    if (here.clues) bits.push(`${here.clues} Clue token${here.clues === 1 ? "" : "s"}`);
    if (here.seal) bits.push("sealed");
    if (here.closed.length) bits.push(`closed (${here.closed.join(", ")})`);
    for (const m of here.monsters) bits.push(m.brief);
    for (const s of here.investigators) bits.push(view.investigators[s].name);
    if (bits.length) lines.push(el("p", {class: "here"}, "Here now: " + bits.join("; ")));
  }
  box.replaceChildren(el("button", {class: "close", onclick: () => { box.hidden = true; }, "aria-label": "close"}, "×"),
                      el("h2", {}, d.name), ...lines);
  box.hidden = false;
}

async function showWhy(n) {
  const r = await fetch(`/api/games/${GAME}/why/${n}${AS_SEAT}`);
  if (!r.ok) return;
  const d = await r.json();
  const box = $("#info");
  box.replaceChildren(el("button", {class: "close", onclick: () => { box.hidden = true; }, "aria-label": "close"}, "×"),
                      el("h2", {}, `Why event #${n}`), ...d.lines.map(l => el("p", {}, l)));
  box.hidden = false;
}

// ---------------------------------------------------------------- variants
// The Kingsport variants in play (KH p.10-11): the Herald and Guardian sheets with their rules,
// the Visions deck, and in the Epic Battle the card in play, the decks and the Plot cards.
// Hidden without a variant; each part keeps its open or closed state across updates.
function drawVariants() {
  const v = view.variants, box = $("#variants");
  if (!v) { box.hidden = true; box.replaceChildren(); return; }
  const open = new Set([...box.querySelectorAll("details[open]")].map(d => d.dataset.kind));
  const out = [el("h2", {}, "Variants")];
  for (const kind of ["herald", "guardian"]) {
    const s = v[kind];
    if (!s) continue;
    const d = el("details", {class: "sheet-variant", "data-kind": kind, open: open.has(kind) ? "" : null},
      el("summary", {title: s.summary}, `${cap(kind)}: `, el("strong", {}, s.name), `, ${s.title}`),
      el("p", {class: "small"}, s.summary));
    out.push(d);
    if (s.deck) {
      const deck = el("p", {class: "small deck", "data-kind": `${kind}-deck`},
        `Visions: ${s.deck.left} in the deck, ${s.deck.discards} discarded`);
      if (s.deck.shown) deck.append(el("br"), "Face up: ", el("strong", {title: s.deck.shown.summary}, s.deck.shown.name),
        s.deck.shown.area ? ` (encounters at ${s.deck.shown.area} draw two, keep one)` : "");
      out.push(deck);
    }
  }
  const e = v.epic_battle;
  if (e) {
    const d = el("details", {class: "epic", "data-kind": "epic", open: open.has("epic") ? "" : null},
      el("summary", {}, "Epic Battle against ", el("strong", {}, e.ancient_one),
         e.card ? ` · ${e.in_play ? "in play" : "last drawn"}: ${e.card.name}` : ""));
    if (e.card) d.append(el("p", {class: "small card", "data-color": e.card.color},
      el("strong", {}, `${e.card.name} (${e.card.color})`), ` — ${e.card.summary}`));
    d.append(el("p", {class: "small"}, e.card ? `Deck: ${e.green_left} green and ${e.red_left} red left, ${e.drawn} drawn`
      : `The final battle draws one Epic Battle card a round: ${e.green_left} green on top of ${e.red_left} red.`));
    if (e.plot) d.append(el("p", {class: "small plot"}, "Plot card in play: ", el("strong", {}, e.plot.name), ` — ${e.plot.summary}`));
    const up = e.plot_discards.map(p => el("span", {title: p.summary}, p.name));
    const plots = el("p", {class: "small plots"}, `Plot cards of ${e.ancient_one}: ${e.plots_face_down} face down`);
    if (up.length) { plots.append("; turned up: "); up.forEach((s, k) => plots.append(k ? ", " : "", s)); }
    d.append(plots);
    out.push(d);
  }
  box.replaceChildren(...out);
  box.hidden = false;
}

// ---------------------------------------------------------------- sheets
function drawSheets() {
  const open = new Set([...document.querySelectorAll("#sheets details[open]")].map(d => d.dataset.seat));
  const first = !document.querySelector("#sheets details");
  const out = [];
  for (const s of view.investigators) {
    const d = el("details", {class: "sheet", "data-seat": s.seat, open: (first ? (seat === null || s.seat === seat) : open.has(String(s.seat))) ? "" : null});
    d.append(el("summary", {style: `border-left: 6px solid ${COLOURS[s.seat % COLOURS.length]}`},
      el("strong", {}, `${s.seat + 1}. ${s.name}`), ` — ${s.where_name} · Sanity ${s.sanity}/${s.max_sanity} · Stamina ${s.stamina}/${s.max_stamina}` +
      ` · $${s.money} · Clues ${s.clues}` + (s.markers && s.markers.length ? ` · ${s.markers.join(", ")}` : "") +
      (s.player === "person" ? "" : ` · ${s.player} bot`)));
    const sk = el("table", {class: "skills"});
    for (const p of s.skills) {
      const stops = p.stops.map((st, k) => el("span", {class: k === p.pos ? "stop on" : "stop"}, `${st[0]}/${st[1]}`));
      sk.append(el("tr", {}, el("th", {}, `${cap(p.a)} ${p.value_a}`), el("td", {}, ...stops), el("th", {}, `${cap(p.b)} ${p.value_b}`)));
    }
    d.append(el("p", {class: "small"}, `${s.occupation} · Focus ${s.focus}`), sk);
    const cards = el("ul", {class: "cards"});
    for (const c of s.cards) cards.append(el("li", {}, el("a", {href: "#", onclick: e => { e.preventDefault(); showText(c.id); }},
                                                          c.name + (c.exhausted ? " (exhausted)" : "")), el("span", {class: "small dim"}, " " + c.text)));
    d.append(el("h3", {}, "Cards"), s.cards.length ? cards : el("p", {class: "dim"}, "none"));
    const trophies = [...s.monster_trophies.map(m => `${m.name} (${m.toughness})`), ...s.gate_trophies.map(g => `gate: ${g.name}`)];
    if (trophies.length) d.append(el("p", {}, el("strong", {}, "Trophies: "), trophies.join(", ")));
    if (s.status.length) d.append(el("p", {}, el("strong", {}, "Status: "), s.status.join(", ")));
    if (s.markers && s.markers.length) d.append(el("p", {class: "markers"}, el("strong", {}, "Markers: "), s.markers.join(", ")));
    if (s.allocated_now) d.append(el("p", {class: "allocated"}, el("strong", {}, "Skill bonuses this phase: "),
      s.allocated_now.length ? s.allocated_now.join(", ") : "none",
      el("span", {class: "small dim"}, ` · ${s.allocated_markers} allocation marker${s.allocated_markers === 1 ? "" : "s"} on the sheet`)));
    d.append(el("p", {class: "small"}, el("strong", {}, s.ability.name + ": "), s.ability.text));
    out.push(d);
  }
  $("#sheets").replaceChildren(...out);
  const f = $("#log-filter");
  if (f.options.length === 1) for (const s of view.investigators) f.append(el("option", {value: s.seat}, s.name));
}
function cap(s) { return s[0].toUpperCase() + s.slice(1); }

// ---------------------------------------------------------------- log
function mergeLog(groups, from) {
  if (from === 0) { logGroups = []; logLen = 0; }
  for (const g of groups) {
    const fresh = g.events.filter(e => e.n >= logLen);   // never show an event twice
    if (!fresh.length) continue;
    const last = logGroups[logGroups.length - 1];
    if (last && last.turn === g.turn && last.phase === g.phase) last.events.push(...fresh);
    else logGroups.push({...g, events: fresh});
  }
}

function drawLog() {
  const who = $("#log-filter").value;
  const out = [];
  for (const g of logGroups.slice().reverse()) {
    const evs = g.events.filter(e => who === "" || String(e.who) === who);
    if (!evs.length) continue;
    const list = el("ol", {class: "events", start: evs[0].n});
    for (const e of evs.slice().reverse())
      list.append(el("li", {"data-n": e.n, title: `${e.rule}: ${e.why}`},
        el("span", {class: "n"}, `#${e.n}`), " ", withDice(e.text, e.who), " ",
        el("a", {href: "#", class: "why", onclick: ev => { ev.preventDefault(); showWhy(e.n); }}, "why"),
        el("div", {class: "rule"}, e.rule)));
    out.push(el("details", {open: out.length < 3 ? "" : null}, el("summary", {}, `${g.title} (${evs.length})`), list));
  }
  $("#log").replaceChildren(...out);
}
$("#log-filter").addEventListener("change", drawLog);

connect();
