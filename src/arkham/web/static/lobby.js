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
function nameOf(id) {
  const all = META ? [...META.ancient_ones, ...META.investigators] : [];
  const f = all.find(x => x.id === id);
  return f ? f.name : short(id);
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
  if (n < 8) $("#seats").append(seatRow(n));
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
    const invs = g.investigators.map((i, k) => nameOf(i) + (g.seats[k] === "person" ? "" : ` (${g.seats[k]} bot)`)).join(", ");
    tb.append(el("tr", {"data-game": g.id}, el("td", {}, String(g.id)), el("td", {}, g.created.replace("T", " ").slice(0, 16)),
      el("td", {}, nameOf(g.ancient_one)), el("td", {}, invs), el("td", {}, String(g.turn)), el("td", {}, state),
      el("td", {}, el("button", {class: "open", onclick: async () => showLinks(await api("GET", `/api/games/${g.id}/links`))},
                      g.finished ? "Links" : "Resume"), " ",
         el("button", {class: "delete", onclick: async () => {
           if (!confirm(`Delete game ${g.id}? This cannot be undone.`)) return;
           await api("DELETE", `/api/games/${g.id}`); refresh(); }}, "Delete"))));
  }
}

async function create(ev) {
  ev.preventDefault();
  const seats = [...document.querySelectorAll(".seat-row")].map(r => ({
    investigator: r.querySelector("[name=investigator]").value || null,
    player: r.querySelector("[name=player]").value}));
  const seed = $("#seed").value;
  const packs = [...$("#packs").selectedOptions].map(o => o.value);
  try {
    const links = await api("POST", "/api/games", {ruleset: $("#ruleset").value, packs: packs.length ? packs : ["base"],
      ancient_one: $("#ancient_one").value || null, seats, seed: seed === "" ? null : Number(seed)});
    banner("");
    showLinks(links);
    refresh();
  } catch (e) { banner(`The game was not created: ${e.message}`); }
}

async function start() {
  if (!KEY) { banner("Open the lobby with the link the server printed (it carries the host key)."); return; }
  try { META = await api("GET", "/api/meta"); } catch (e) { banner(e.message); return; }
  for (const r of META.rulesets) $("#ruleset").append(el("option", {value: r}, r));
  for (const p of META.packs) $("#packs").append(el("option", {value: p, selected: ""}, p));
  for (const a of META.ancient_ones) $("#ancient_one").append(el("option", {value: a.id}, a.name));
  addSeat();
  $("#add-seat").addEventListener("click", addSeat);
  $("#drop-seat").addEventListener("click", () => { if ($("#seats").children.length > 1) $("#seats").lastChild.remove(); });
  $("#new-game").addEventListener("submit", create);
  refresh();
  setInterval(refresh, 5000);
}
start();
