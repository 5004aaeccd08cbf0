// The lobby: create a game, list saved games, open (resume) one for its seat links, delete one.
"use strict";
const params = new URLSearchParams(location.search);
const KEY = params.get("key") || sessionStorage.getItem("arkham-key") || "";
if (params.get("key")) sessionStorage.setItem("arkham-key", params.get("key"));
let META = null;

function $(sel) { return document.querySelector(sel); }
function el(tag, attrs = {}, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "onclick") e.addEventListener("click", v); else e.setAttribute(k, v);
  }
  for (const k of kids) e.append(k);
  return e;
}
function banner(msg) { const b = $("#banner"); b.textContent = msg; b.hidden = !msg; }

async function api(method, path, body) {
  const r = await fetch(path, {method, headers: {"X-Host-Key": KEY, "Content-Type": "application/json"},
                               body: body === undefined ? undefined : JSON.stringify(body)});
  if (r.status === 204) return null;
  const data = await r.json();
  if (!r.ok) throw new Error((data.detail && (data.detail.message || JSON.stringify(data.detail))) || r.statusText);
  return data;
}

function short(id) { return id.split(":").pop().split("/").pop().replace(/_/g, " "); }
function rulesetInfo() { return META.ruleset_info.find(r => r.id === $("#ruleset").value) || META.ruleset_info[0]; }
function chosenPacks() {
  if (!rulesetInfo().uses.includes("packs")) return ["base"];
  const p = [...document.querySelectorAll("#packs input:checked")].map(i => i.value);
  return p.length ? p : ["base"];
}

function seatRow(k) {
  const inv = el("select", {name: "investigator", "aria-label": `investigator of seat ${k + 1}`},
                 el("option", {value: ""}, "random investigator"));
  for (const d of META.investigators) inv.append(el("option", {value: d.id}, `${d.name} (${d.occupation})`));
  const who = el("select", {name: "player", "aria-label": `player of seat ${k + 1}`}, el("option", {value: "person"}, "a person"));
  for (const b of META.bots) who.append(el("option", {value: b}, `a ${b} bot`));
  return el("div", {class: "seat-row"}, el("span", {}, `Seat ${k + 1}`), inv, who);
}

function addSeat() {
  const n = $("#seats").children.length;
  if (n < rulesetInfo().seats[1]) $("#seats").append(seatRow(n));
}

function fill(sel, rows, first) {
  const keep = sel.value;
  sel.replaceChildren(...first.map(([v, t]) => el("option", {value: v}, t)));
  for (const r of rows) sel.append(el("option", {value: r.id}, r.title ? `${r.name}, ${r.title}` : r.name));
  if ([...sel.options].some(o => o.value === keep)) sel.value = keep;
}

// the menus follow the rule set and the boxes chosen: what the rule set does not use is hidden
async function reload() {
  const info = rulesetInfo();
  for (const part of ["packs", "sheets", "epic_battle"])
    for (const e of document.querySelectorAll(`.uses-${part}`)) e.hidden = !info.uses.includes(part);
  const m = await api("GET", `/api/meta?packs=${chosenPacks().join(",")}&ruleset=${info.id}`);
  Object.assign(META, {ancient_ones: m.ancient_ones, investigators: m.investigators, heralds: m.heralds,
                       guardians: m.guardians, epic_battle_against: m.epic_battle_against});
  fill($("#ancient_one"), META.ancient_ones, [["", "random"]]);
  fill($("#herald"), META.heralds, [["", "no Herald"], ...(META.heralds.length ? [["random", "a random Herald"]] : [])]);
  fill($("#guardian"), META.guardians, [["", "no Guardian"], ...(META.guardians.length ? [["random", "a random Guardian"]] : [])]);
  $("#herald").parentElement.hidden ||= !META.heralds.length;
  $("#guardian").parentElement.hidden ||= !META.guardians.length;
  $("#epic_battle").parentElement.hidden ||= !META.epic_battle_against.length;
  const rows = $("#seats");
  while (rows.children.length > info.seats[1]) rows.lastChild.remove();
  while (rows.children.length < info.seats[0]) addSeat();
  for (const r of [...rows.children]) {
    const sel = r.querySelector("[name=investigator]");
    fill(sel, META.investigators.map(d => ({id: d.id, name: `${d.name} (${d.occupation})`})), [["", "random investigator"]]);
  }
}

function showLinks(links) {
  const box = $("#links");
  box.replaceChildren(el("h3", {}, `Game ${links.id}: join links`));
  const ul = el("ul", {class: "links"});
  for (const s of links.seats) {
    const label = `Seat ${s.seat + 1}: ${s.name} — ${s.player === "person" ? "person" : s.player + " bot"}`;
    if (s.url) {
      const url = location.origin + s.url;
      ul.append(el("li", {}, label + " ", el("a", {href: url, class: "seat-link", "data-seat": s.seat}, url)));
    } else ul.append(el("li", {}, label + " (played on the server)"));
  }
  ul.append(el("li", {}, "Spectators: ", el("a", {href: location.origin + links.spectator, class: "spectator-link"},
                                            location.origin + links.spectator)));
  box.append(ul);
}

async function refresh() {
  const rows = await api("GET", "/api/games");
  const tb = $("#games tbody");
  tb.replaceChildren();
  for (const g of rows.slice().reverse()) {
    const state = g.finished ? (g.won ? "won" : "lost") : (g.live ? "running" : "saved");
    const invs = g.investigator_names.map((n, k) => n + (g.seats[k] === "person" ? "" : ` (${g.seats[k]} bot)`)).join(", ");
    const rules = META.ruleset_info.find(r => r.id === g.ruleset);
    const game = [rules ? rules.name : g.ruleset, g.packs.length > 1 ? g.packs.join(" + ") : "", ...g.variants]
      .filter(x => x).join(" · ");
    tb.append(el("tr", {"data-game": g.id}, el("td", {}, String(g.id)), el("td", {}, g.created.replace("T", " ").slice(0, 16)),
      el("td", {}, g.ancient_one_name), el("td", {}, game), el("td", {}, invs), el("td", {class: "when"}, g.when), el("td", {}, state),
      el("td", {}, el("button", {class: "open", onclick: async () => showLinks(await api("GET", `/api/games/${g.id}/links`))},
                      g.finished ? "Links" : "Resume"), " ",
         el("a", {class: "export", href: `/api/games/${g.id}/export?key=${encodeURIComponent(KEY)}`, download: `arkham-game-${g.id}.json`,
                  title: "the game as one file: settings, every answer, the snapshot"}, "Export"), " ",
         el("button", {class: "delete", onclick: async () => {
           if (!confirm(`Delete game ${g.id}? This cannot be undone.`)) return;
           await api("DELETE", `/api/games/${g.id}`); refresh(); }}, "Delete"))));
  }
}

// A game file (from Export here or 'arkham export') becomes a new game, once the server
// has checked that its answers give its state.
async function importFile(ev) {
  const file = ev.target.files[0];
  if (!file) return;
  try {
    const r = await fetch("/api/games/import", {method: "POST", headers: {"X-Host-Key": KEY, "Content-Type": "application/json"},
                                                 body: await file.text()});
    const data = await r.json().catch(() => ({}));
    if (!r.ok) throw new Error((data.detail && data.detail.message) || r.statusText);
    banner("");
    showLinks(data);
    refresh();
  } catch (e) { banner(`${file.name} was not imported: ${e.message}`); }
  ev.target.value = "";
}

async function create(ev) {
  ev.preventDefault();
  const seats = [...document.querySelectorAll(".seat-row")].map(r => ({
    investigator: r.querySelector("[name=investigator]").value || null,
    player: r.querySelector("[name=player]").value}));
  const seed = $("#seed").value;
  const info = rulesetInfo();
  const body = {ruleset: info.id, packs: chosenPacks(), ancient_one: $("#ancient_one").value || null, seats,
                seed: seed === "" ? null : Number(seed)};
  const sheets = {};
  if (info.uses.includes("sheets")) {
    if ($("#herald").value) sheets.herald = $("#herald").value;
    if ($("#guardian").value) sheets.guardian = $("#guardian").value;
  }
  if (Object.keys(sheets).length) body.sheets = sheets;
  if (info.uses.includes("epic_battle") && $("#epic_battle").checked) body.epic_battle = true;
  if ($("#free_undo").checked) body.free_undo = true;
  try {
    const links = await api("POST", "/api/games", body);
    banner("");
    showLinks(links);
    refresh();
  } catch (e) { banner(`The game was not created: ${e.message}`); }
}

async function start() {
  if (!KEY) { banner("Open the lobby with the link the server printed (it carries the host key)."); return; }
  try { META = await api("GET", "/api/meta"); } catch (e) { banner(e.message); return; }
  for (const r of META.ruleset_info) $("#ruleset").append(el("option", {value: r.id}, r.name));
  for (const p of META.pack_info) {
    const box = el("input", {type: "checkbox", name: "pack", value: p.id, checked: ""});
    if (p.id === "base") box.disabled = true;   // every game is played on the Arkham board
    box.addEventListener("change", reload);
    $("#packs").append(el("label", {class: "pack", title: p.parts.map(x => x.summary).join("; ")}, box, " " + p.name));
  }
  $("#ruleset").addEventListener("change", reload);
  addSeat();
  await reload();
  $("#add-seat").addEventListener("click", addSeat);
  $("#drop-seat").addEventListener("click", () => {
    if ($("#seats").children.length > rulesetInfo().seats[0]) $("#seats").lastChild.remove(); });
  $("#new-game").addEventListener("submit", create);
  $("#import-file").addEventListener("change", importFile);
  refresh();
  setInterval(refresh, 5000);
}
start();
