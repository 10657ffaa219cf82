// The page's behaviour: sends the riddle to the server's API (the command line's JSON), and
// draws the answer, the two readings of "left of", the text with its clues and problems marked,
// and the explanation's steps on a grid. User text only ever enters the page as text nodes.
"use strict";

const $ = (id) => document.getElementById(id);

// Everything known about the riddle last solved.
let state = null;

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (key === "class") node.className = value;
    else node.setAttribute(key, value);
  }
  for (const child of children) {
    if (child !== null && child !== undefined) {
      node.append(child instanceof Node ? child : String(child));
    }
  }
  return node;
}

function reading() {
  return $("left-of-somewhere").checked ? "somewhere" : "immediate";
}

function other(left_of) {
  return left_of === "immediate" ? "somewhere" : "immediate";
}

const READING_NAME = {
  immediate: "\u201cleft of\u201d read as immediately left",
  somewhere: "\u201cleft of\u201d read as anywhere to the left",
};

// One API call: the first riddle's object, or an Error carrying the server's one-line reason.
async function api(command, text, left_of) {
  const response = await fetch(`/api/${command}?left_of=${left_of}`, {
    method: "POST",
    headers: { "Content-Type": "text/plain; charset=utf-8" },
    body: text,
  });
  const body = await response.text();
  if (!response.ok) throw new Error(body.trim() || `${response.status} ${response.statusText}`);
  return body.split("\n").filter((line) => line.trim()).map((line) => JSON.parse(line));
}

// ---- Positions in the text: the JSON counts bytes of UTF-8 (spans) or characters (columns);
// the page's strings count UTF-16 units.

function byteIndex(text) {
  const encoder = new TextEncoder();
  const toIndex = new Map([[0, 0]]);
  let bytes = 0;
  let index = 0;
  for (const ch of text) {
    bytes += encoder.encode(ch).length;
    index += ch.length;
    toIndex.set(bytes, index);
  }
  return (byte) => (toIndex.has(byte) ? toIndex.get(byte) : text.length);
}

// The index of 1-based `line` and `column` (in characters), as `riddle` counts them.
function lineColumnIndex(text, line, column) {
  let index = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf("\n", index);
    if (next < 0) return text.length;
    index = next + 1;
  }
  let chars = 1;
  while (chars < column && index < text.length) {
    index += text.codePointAt(index) > 0xffff ? 2 : 1;
    chars += 1;
  }
  return index;
}

// The word starting at `index` (a warning names where it is, not how far it goes).
function wordEnd(text, index) {
  const rest = text.slice(index);
  const match = rest.match(/^[\p{L}\p{M}\p{N}]+/u);
  return index + (match ? match[0].length : Math.min(1, rest.length));
}

// ---- The text, with ranges marked: [{start, end, classes, title, id}] in UTF-16 indices.

function drawMarked(text, ranges) {
  const marked = $("marked");
  marked.replaceChildren();
  const cuts = new Set([0, text.length]);
  for (const r of ranges) {
    cuts.add(r.start);
    cuts.add(Math.max(r.end, r.start + 1));
  }
  const points = [...cuts].filter((p) => p <= text.length).sort((a, b) => a - b);
  for (let i = 0; i + 1 < points.length; i++) {
    const [from, to] = [points[i], points[i + 1]];
    const covering = ranges.filter((r) => r.start <= from && Math.max(r.end, r.start + 1) >= to);
    const piece = text.slice(from, to);
    if (covering.length === 0) {
      marked.append(piece);
      continue;
    }
    const span = el("span", { class: covering.map((r) => r.classes).join(" ") }, piece);
    const titles = covering.map((r) => r.title).filter(Boolean);
    if (titles.length) span.title = titles.join("\n");
    const named = covering.find((r) => r.id && r.start === from);
    if (named) span.id = named.id;
    marked.append(span);
  }
}

// ---- Drawing the results.

function seatingTable(solution, differsFrom) {
  const keys = Object.keys(solution[0]).filter((key) => key !== "seat");
  const head = el("tr", {}, el("th", { scope: "col" }, "place"),
    ...solution.map((seat) => el("th", { scope: "col" }, seat.seat)));
  const rows = keys.map((key) => el("tr", {}, el("th", { scope: "row" }, key),
    ...solution.map((seat, i) => {
      const value = seat[key] === null ? "(unnamed)" : seat[key];
      const differs = differsFrom && differsFrom[i][key] !== seat[key];
      return el("td", differs ? { class: "differs" } : {}, value);
    })));
  return el("div", { class: "table-scroll", tabindex: "0" },
    el("table", {}, el("thead", {}, head), el("tbody", {}, ...rows)));
}

// What the lock (or the riddle's question) asks for, from the one solution.
function answerList(solved) {
  if (solved.answers && solved.answers.length) {
    return el("ul", { class: "answer-list" }, ...solved.answers.map((a) =>
      el("li", {}, `${a.question} `, el("b", {}, a.answer), ` (place ${a.seat})`)));
  }
  if (solved.choices && solved.choices.length) {
    return el("ul", { class: "answer-list" }, ...solved.choices.filter((c) => c.holds).map((c) =>
      el("li", {}, "The choice that holds: ", el("b", {}, `${c.label} ${c.text}`))));
  }
  const seats = solved.solutions[0];
  if ("name" in seats[0] && "heirloom" in seats[0]) {
    return el("ul", { class: "answer-list" }, ...seats.map((s) =>
      el("li", {}, `${s.name}: `, el("b", {}, s.heirloom === null ? "(nothing named)" : s.heirloom))));
  }
  return null;
}

// The verdict, with `riddle check`'s count of seatings when there is one.
function verdictOf(solved, left_of) {
  const counts = state.check && state.check.counts ? state.check.counts[left_of] : null;
  switch (solved.status) {
    case "unique": return "One answer.";
    case "multiple":
      return counts
        ? `More than one answer: ${counts.solutions}${counts.capped ? " or more" : ""} seatings fit every clue.`
        : "More than one answer.";
    case "none": return "No answer: the clues are in conflict.";
    default: return "The riddle could not be read: see the marks in the text.";
  }
}

// What the answer list answers: the lock's question (who owned which heirloom), or the riddle's.
function answerTitle(solved) {
  return solved.answers && solved.answers.length ? "The riddle's questions" : "The lock's answer";
}

function sameAnswer(a, b) {
  return a.status === b.status && JSON.stringify(a.solutions) === JSON.stringify(b.solutions);
}

function drawResult() {
  const { solved, check } = state;
  const mine = solved[state.reading];
  const theirs = solved[other(state.reading)];
  $("result").hidden = false;
  $("verdict").textContent = verdictOf(mine, state.reading);
  $("answer").replaceChildren();
  $("seating").replaceChildren();
  $("readings").replaceChildren();
  $("conflict").replaceChildren();
  if (mine.status === "unique") {
    const list = answerList(mine);
    if (list) $("answer").append(el("h3", {}, answerTitle(mine)), list);
    $("seating").append(el("h3", {}, "The seating"), seatingTable(mine.solutions[0]));
  } else if (mine.status === "multiple") {
    const [first, second] = mine.solutions;
    $("seating").append(el("div", { class: "side-by-side" },
      el("div", {}, el("h3", {}, "One answer"), seatingTable(first)),
      el("div", {}, el("h3", {}, "Another (what differs is marked)"), seatingTable(second, first))));
  }
  if (check && check.conflict && check.conflict.length) {
    $("conflict").append(el("h3", {}, "These clues cannot all hold together"),
      el("ul", {}, ...check.conflict.map((c) =>
        el("li", {}, `line ${c.line}: \u201c${c.text}\u201d (${c.says})`))));
  }
  if (mine.status === "unreadable") {
    // Beside the verdict too, so that the reason is in view wherever the text is.
    $("answer").append(el("ul", { class: "errors" }, ...(mine.errors || []).map((e) => el("li", {},
      e.line === null ? "" : `line ${e.line}, column ${e.column}: `,
      [e.message, e.label, e.help].filter(Boolean).join(": ")))));
    return;
  }
  if (sameAnswer(mine, theirs)) {
    $("readings").append(el("p", {}, "Both readings of \u201cleft of\u201d give the same answer."));
    return;
  }
  // The readings differ: both answers, side by side.
  const column = (left_of) => {
    const s = solved[left_of];
    const parts = [el("h3", {}, READING_NAME[left_of]), el("p", {}, verdictOf(s, left_of))];
    if (s.status === "unique") parts.push(answerList(s) || seatingTable(s.solutions[0]));
    else if (s.status === "multiple") parts.push(el("p", {}, "One of them:"), seatingTable(s.solutions[0]));
    return el("div", { class: `reading-${left_of}` }, ...parts);
  };
  $("readings").append(el("h3", {}, "The two readings of \u201cleft of\u201d differ"),
    el("div", { class: "side-by-side" }, column("immediate"), column("somewhere")));
}

// The text with the current step's clues, the hint's, and every problem marked.
function drawText() {
  const text = state.text;
  const toIndex = state.toIndex;
  const ranges = [];
  state.problems = [];
  const mine = state.solved[state.reading];
  for (const error of mine.errors || []) {
    if (!error.span) continue;
    const start = toIndex(error.span.start);
    const end = toIndex(error.span.end);
    const message = [error.message, error.label, error.help].filter(Boolean).join(": ");
    state.problems.push({ kind: "error", start, end, line: error.line, column: error.column, message });
  }
  for (const warning of mine.warnings || []) {
    const match = warning.match(/^(\d+):(\d+): (.*)$/s);
    if (!match) continue;
    const start = lineColumnIndex(text, Number(match[1]), Number(match[2]));
    const end = wordEnd(text, start);
    state.problems.push({ kind: "warning", start, end, line: match[1], column: match[2], message: match[3] });
  }
  state.problems.forEach((p, n) => {
    ranges.push({ start: p.start, end: p.end, classes: `problem ${p.kind}`, title: p.message, id: `problem-${n + 1}` });
  });
  const step = state.steps && state.at > 0 ? state.steps[state.at - 1] : null;
  for (const clue of step ? step.clues : []) {
    ranges.push({ start: toIndex(clue.span.start), end: toIndex(clue.span.end), classes: "clue", title: `step ${step.number}` });
  }
  // The clues in conflict: `check` gives their words, found again in the text.
  for (const clue of (state.check && state.check.conflict) || []) {
    const words = clue.text.split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    const match = new RegExp(words.join("\\s+")).exec(text);
    if (match) ranges.push({ start: match.index, end: match.index + match[0].length, classes: "conflict", title: clue.says });
  }
  if (state.hinted && state.steps) {
    for (const clue of state.steps[state.at].clues) {
      ranges.push({ start: toIndex(clue.span.start), end: toIndex(clue.span.end), classes: "hinted", title: "hint" });
    }
  }
  drawMarked(text, ranges);
  const list = $("problems");
  list.replaceChildren(...state.problems.map((p, n) => {
    const link = el("a", { href: `#problem-${n + 1}` }, `line ${p.line}, column ${p.column}`);
    return el("li", { class: `${p.kind}-item` }, el("span", { class: "where" }, link), ` ${p.kind}: ${p.message}`);
  }));
  $("text-section").hidden = false;
}

// ---- The steps, and the grid they fill.

function gridCells() {
  // Rows: each category's values, in the order the riddle first names them; the values come
  // from the solution, the order from the text so that it gives nothing away.
  const solution = state.solved[state.reading].solutions[0];
  const places = solution.length;
  const categories = Object.keys(solution[0]).filter((key) => key !== "seat");
  const lower = state.text.toLowerCase();
  const at = (value) => { const i = lower.indexOf(value.toLowerCase()); return i < 0 ? Infinity : i; };
  const rows = categories.map((category) => ({
    category,
    values: solution.map((seat) => seat[category]).filter((v) => v !== null).sort((a, b) => at(a) - at(b)),
  }));
  return { places, rows };
}

// The grid after the first `count` steps: cell key "category\0value\0place" -> "yes" | "no".
function gridAfter(count) {
  const cells = new Map();
  const { places, rows } = state.grid;
  const key = (category, value, place) => `${category}\0${value}\0${place}`;
  let changed = new Set();
  for (let n = 0; n < count; n++) {
    changed = new Set();
    const set = (k, mark) => { if (cells.get(k) !== mark && cells.get(k) !== "yes") { cells.set(k, mark); changed.add(k); } };
    for (const c of state.steps[n].concludes) {
      if (c.is) {
        set(key(c.category, c.value, c.place), "yes");
        // A value in a place is in no other, and no other value of its category is there.
        for (let p = 1; p <= places; p++) if (p !== c.place) set(key(c.category, c.value, p), "no");
        const row = rows.find((r) => r.category === c.category);
        for (const v of row ? row.values : []) if (v !== c.value) set(key(c.category, v, c.place), "no");
      } else {
        set(key(c.category, c.value, c.place), "no");
      }
    }
  }
  return { cells, changed, key };
}

function drawGrid() {
  const { places, rows } = state.grid;
  const { cells, changed, key } = gridAfter(state.at);
  const head = el("tr", {}, el("th", { scope: "col" }, "place"),
    ...Array.from({ length: places }, (_, i) => el("th", { scope: "col" }, i + 1)));
  const bodies = rows.map((row) => el("tbody", {},
    el("tr", {}, el("th", { scope: "rowgroup", colspan: String(places + 1) }, row.category)),
    ...row.values.map((value) => el("tr", {}, el("th", { scope: "row" }, value),
      ...Array.from({ length: places }, (_, i) => {
        const k = key(row.category, value, i + 1);
        const mark = cells.get(k);
        const classes = [mark || "open", changed.has(k) ? "new" : ""].join(" ").trim();
        const label = `${value} ${mark === "yes" ? "is" : mark === "no" ? "is not" : "may be"} in place ${i + 1}`;
        return el("td", { class: classes, "aria-label": label, "data-mark": mark || "open" },
          mark === "yes" ? "\u2713" : mark === "no" ? "\u2717" : "");
      })))));
  $("grid").replaceChildren(el("thead", {}, head), ...bodies);
}

function stepDetails(step) {
  return [
    el("p", { class: "says" }, `${step.number}. ${step.says}`),
    step.clues.length ? el("ul", {}, ...step.clues.map((c) => el("li", {}, `clue, line ${c.line}: \u201c${c.text}\u201d`))) : null,
    step.facts.length ? el("ul", {}, ...step.facts.map((f) => el("li", {}, `from ${f.from.map((o) => (o === "given" ? "given" : `step ${o}`)).join(", ")}: ${f.says}`))) : null,
  ].filter(Boolean);
}

function drawSteps() {
  const total = state.steps.length;
  $("step-count").textContent = `Step ${state.at} of ${total}`;
  $("step-prev").disabled = state.at === 0;
  $("step-next").disabled = state.at === total;
  $("step-all").disabled = state.at === total;
  $("step-hint").disabled = state.at === total;
  const text = $("step-text");
  text.replaceChildren();
  if (state.hinted) {
    const next = state.steps[state.at];
    text.append(el("p", { class: "hint-label" }, "Hint: the next step, from the clues marked in blue"),
      ...stepDetails(next));
  } else if (state.at > 0) {
    text.append(...stepDetails(state.steps[state.at - 1]));
  } else {
    text.append(el("p", {}, "Nothing deduced yet: \u201cNext\u201d takes the easiest step."));
  }
  drawGrid();
  drawText();
}

function go(to) {
  state.at = Math.max(0, Math.min(state.steps.length, to));
  state.hinted = false;
  drawSteps();
}

// ---- Solving.

async function solve() {
  const text = $("riddle").value;
  const status = $("status");
  status.className = "";
  if (!text.trim()) {
    status.textContent = "Paste a riddle first, or pick one.";
    return;
  }
  status.textContent = "Solving\u2026";
  $("solve").disabled = true;
  try {
    const left_of = reading();
    const [immediate, somewhere, check] = await Promise.all([
      api("solve", text, "immediate"),
      api("solve", text, "somewhere"),
      api("check", text, left_of),
    ]);
    state = { text, toIndex: byteIndex(text), reading: left_of, solved: { immediate: immediate[0], somewhere: somewhere[0] }, check: check[0], steps: null, at: 0, hinted: false };
    await explain();
    drawResult();
    drawText();
    status.textContent = immediate.length > 1 ? "The text holds several riddles (split by ---): the first is shown." : "";
  } catch (error) {
    status.className = "error";
    status.textContent = error.message;
  } finally {
    $("solve").disabled = false;
  }
}

// The explanation under the chosen reading, when it has one answer.
async function explain() {
  const mine = state.solved[state.reading];
  state.steps = null;
  $("steps").hidden = true;
  if (mine.status !== "unique") return;
  const [explained] = await api("explain", state.text, state.reading);
  if (explained.status !== "unique") return;
  state.steps = explained.steps;
  state.at = 0;
  state.grid = gridCells();
  $("steps").hidden = false;
  drawSteps();
}

async function switchReading() {
  if (!state || state.text !== $("riddle").value) return solve();
  state.reading = reading();
  try {
    [state.check] = await api("check", state.text, state.reading);
    await explain();
    drawResult();
    drawText();
  } catch (error) {
    $("status").className = "error";
    $("status").textContent = error.message;
  }
}

async function loadExamples() {
  const response = await fetch("/examples.json");
  const examples = await response.json();
  const select = $("examples");
  examples.forEach((example, n) => select.append(el("option", { value: String(n) }, example.title)));
  select.addEventListener("change", () => {
    if (select.value === "") return;
    $("riddle").value = examples[Number(select.value)].text;
    solve();
  });
}

document.addEventListener("DOMContentLoaded", () => {
  $("solve").addEventListener("click", solve);
  $("riddle").addEventListener("keydown", (event) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      solve();
    }
  });
  for (const id of ["left-of-immediate", "left-of-somewhere"]) $(id).addEventListener("change", switchReading);
  $("step-next").addEventListener("click", () => go(state.at + 1));
  $("step-prev").addEventListener("click", () => go(state.at - 1));
  $("step-all").addEventListener("click", () => go(state.steps.length));
  $("step-reset").addEventListener("click", () => go(0));
  $("step-hint").addEventListener("click", () => {
    state.hinted = state.at < state.steps.length;
    drawSteps();
  });
  loadExamples().catch((error) => { $("status").textContent = `No riddles to pick: ${error.message}`; });
});
