// The pairs table, drawn from the page's data a few hundred rows at a time. The page is
// complete without it (every row is in the <noscript> table); a browser that laid out every
// cell of a 30,000-pair table would take tens of seconds, so this filters, sorts and groups
// in memory and draws only the rows asked for. No request; every text is a text node, never
// markup.
(function () {
  "use strict";
  var source = document.getElementById("pairs-data");
  var table = document.getElementById("pairs");
  var form = document.getElementById("filters");
  if (!source || !table || !form) { return; }
  var data = JSON.parse(source.textContent);
  var FIRST = 100;  // rows drawn at first, and after each change (a few screens)
  var STEP = 400;   // rows each "show more" adds
  var GROUP_MIN = 3;  // a why shared by this many matching pairs is shown once, with a count
  var STATE_RANK = { fail: 0, ungraded: 1, pass: 2 };
  var body = table.tBodies[0];
  var count = document.getElementById("shown");
  var more = document.getElementById("more");
  var moreButton = document.getElementById("show-more");
  var grouping = document.getElementById("group-whys");
  var search = document.getElementById("filter-text");
  var controls = {
    file: document.getElementById("filter-file"), kind: document.getElementById("filter-kind"),
    criterion: document.getElementById("filter-criterion"),
    state: document.getElementById("filter-state")
  };

  var lookups = data.columns.map(function (name) { return data.strings[name] || null; });
  var pairs = data.rows.map(function (values, index) {
    var pair = { index: index, text: null };
    data.columns.forEach(function (name, column) {
      var lookup = lookups[column];
      pair[name] = lookup ? lookup[values[column]] : values[column];
    });
    var score = parseFloat(pair.score);
    pair.scoreValue = isNaN(score) ? -1 : score;
    pair.lineValue = pair.line || 0;
    pair.stateRank = STATE_RANK[pair.state];
    return pair;
  });
  var SORT_KEYS = { file: "file", line: "lineValue", kind: "kind", criterion: "criterion",
                    score: "scoreValue", state: "stateRank" };
  var order = null;  // {key, sign}; null: the page's own order (failing first)
  // Keyed by text from the judge: no prototype, so a why such as "constructor" is a why.
  function dictionary() { return Object.create(null); }
  var expanded = dictionary();  // whys whose pairs are shown, by the why's text
  var display = [];   // what the table shows now: {pair} or {group}, members after an open group
  var groups = [];
  var drawn = 0;
  // The reviewer's labels (review.js) add a cell to every row through this.
  var api = { pairs: pairs, data: data, labelCell: null,
              redraw: function () { refresh(drawn); } };
  window.signalforgeTable = api;

  function searchable(pair) {
    if (pair.text === null) {
      pair.text = [pair.file, pair.line, pair.artifact, pair.kind, pair.criterion, pair.score,
                   pair.state, pair.why, pair.evidence, pair.source, pair.flags]
        .join(" ").toLowerCase();
    }
    return pair.text;
  }

  function matching() {
    var wanted = {}, needle = search.value.trim().toLowerCase();
    Object.keys(controls).forEach(function (key) { wanted[key] = controls[key].value; });
    return pairs.filter(function (pair) {
      return (!wanted.file || pair.file === wanted.file) &&
        (!wanted.kind || pair.kind === wanted.kind) &&
        (!wanted.criterion || pair.criterion === wanted.criterion) &&
        (!wanted.state || (wanted.state === "not-pass" ? pair.state !== "pass"
                                                       : pair.state === wanted.state)) &&
        (!needle || searchable(pair).indexOf(needle) !== -1);
    });
  }

  function sorted(list) {
    if (!order) { return list; }
    var key = SORT_KEYS[order.key], sign = order.sign;
    return list.slice().sort(function (a, b) {
      var x = a[key], y = b[key];
      if (x < y) { return -sign; }
      if (x > y) { return sign; }
      return a.index - b.index;
    });
  }

  // Pairs sharing a why (GROUP_MIN or more) become one group, placed where its first pair
  // falls in the order; the others stay single rows.
  function grouped(list) {
    if (!grouping.checked) {
      return { items: list.map(function (pair) { return { pair: pair }; }), groups: [] };
    }
    var counts = dictionary();
    list.forEach(function (pair) { counts[pair.why] = (counts[pair.why] || 0) + 1; });
    var made = dictionary(), items = [], found = [];
    list.forEach(function (pair) {
      if (counts[pair.why] < GROUP_MIN) { items.push({ pair: pair }); return; }
      var group = made[pair.why];
      if (!group) {
        group = made[pair.why] = { why: pair.why, members: [], number: found.length };
        found.push(group);
        items.push({ group: group });
      }
      group.members.push(pair);
    });
    return { items: items, groups: found };
  }

  // Draws the table afresh: the first `keep` rows (FIRST when the filter or order changed).
  function refresh(keep) {
    var list = matching();
    var made = grouped(sorted(list));
    groups = made.groups;
    display = [];
    made.items.forEach(function (item) {
      display.push(item);
      if (item.group && expanded[item.group.why]) {
        item.group.members.forEach(function (pair) { display.push({ pair: pair, member: true }); });
      }
    });
    body.textContent = "";
    drawn = 0;
    draw(typeof keep === "number" ? Math.max(keep, FIRST) : FIRST);
    var words = list.length.toLocaleString("en") + " of " + pairs.length.toLocaleString("en") +
      " pairs shown";
    if (groups.length) {
      words += " · " + groups.length.toLocaleString("en") + " repeated why(s) grouped";
    }
    count.textContent = words;
  }

  function draw(rows) {
    var fragment = document.createDocumentFragment();
    var end = Math.min(display.length, drawn + rows);
    for (var i = drawn; i < end; i += 1) {
      var item = display[i];
      fragment.appendChild(item.group ? groupRow(item.group) : pairRow(item.pair, item.member));
    }
    body.appendChild(fragment);
    drawn = end;
    var left = display.length - drawn;
    more.hidden = left === 0;
    moreButton.textContent = "Show " + Math.min(left, STEP).toLocaleString("en") +
      " more rows (" + left.toLocaleString("en") + " not drawn yet)";
  }

  function cell(row, text, className) {
    var td = row.insertCell();
    td.textContent = text;
    if (className) { td.className = className; }
    return td;
  }

  function pairRow(pair, member) {
    var row = document.createElement("tr");
    row.className = pair.state + (member ? " member" : "");
    var where = row.insertCell();
    if (pair.anchor) {
      var link = document.createElement("a");
      link.href = "#" + pair.anchor;
      link.textContent = pair.file;
      where.appendChild(link);
    } else {
      where.textContent = pair.file;
    }
    cell(row, pair.line === null ? "" : String(pair.line));
    [pair.artifact, pair.kind, pair.criterion].forEach(function (text) { cell(row, text); });
    cell(row, pair.stars, "stars");
    [pair.score, pair.state, pair.why, pair.evidence, pair.source, pair.flags]
      .forEach(function (text) { cell(row, text); });
    if (api.labelCell) { api.labelCell(row.insertCell(), pair); }
    return row;
  }

  function groupRow(group) {
    var row = document.createElement("tr");
    var states = dictionary(), criteria = dictionary();
    group.members.forEach(function (pair) {
      states[pair.state] = (states[pair.state] || 0) + 1;
      criteria[pair.criterion] = true;
    });
    var worst = Object.keys(states).sort(function (a, b) {
      return STATE_RANK[a] - STATE_RANK[b];
    })[0];
    row.className = "group " + worst;
    var td = row.insertCell();
    td.colSpan = table.tHead.rows[0].cells.length;
    var open = Boolean(expanded[group.why]);
    var button = document.createElement("button");
    button.type = "button";
    button.setAttribute("data-group", String(group.number));
    button.setAttribute("aria-expanded", String(open));
    button.textContent = (open ? "▾ " : "▸ ") + group.members.length.toLocaleString("en") +
      " pairs";
    td.appendChild(button);
    var names = Object.keys(criteria);
    var summary = Object.keys(states).sort(function (a, b) {
      return STATE_RANK[a] - STATE_RANK[b];
    }).map(function (state) { return states[state].toLocaleString("en") + " " + state; });
    var detail = document.createElement("span");
    detail.className = "muted";
    detail.textContent = " " + summary.join(", ") + " · " +
      (names.length <= 3 ? names.join(", ") : names.length + " criteria") + " · ";
    td.appendChild(detail);
    var why = document.createElement("span");
    why.className = "why";
    why.textContent = group.why || "(no why given)";
    td.appendChild(why);
    return row;
  }

  function sortBy(button) {
    var key = button.getAttribute("data-sort");
    var descending = button.getAttribute("data-order") === "asc";
    Array.prototype.forEach.call(table.querySelectorAll("th button"), function (other) {
      other.removeAttribute("data-order");
    });
    button.setAttribute("data-order", descending ? "desc" : "asc");
    order = { key: key, sign: descending ? -1 : 1 };
    refresh();
  }

  Object.keys(controls).forEach(function (key) {
    controls[key].addEventListener("change", function () { refresh(); });
  });
  grouping.addEventListener("change", function () { refresh(); });
  var pending = null;
  search.addEventListener("input", function () {
    clearTimeout(pending);
    pending = setTimeout(function () { refresh(); }, 150);
  });
  form.addEventListener("submit", function (event) { event.preventDefault(); refresh(); });
  Array.prototype.forEach.call(table.querySelectorAll("th button"), function (button) {
    button.addEventListener("click", function () { sortBy(button); });
  });
  body.addEventListener("click", function (event) {
    var button = event.target.closest("button[data-group]");
    if (!button) { return; }
    var group = groups[Number(button.getAttribute("data-group"))];
    expanded[group.why] = !expanded[group.why];
    var scrolled = window.scrollY;
    refresh(drawn + (expanded[group.why] ? group.members.length : 0));
    window.scrollTo(window.scrollX, scrolled);
    var again = body.querySelector("button[data-group='" + group.number + "']");
    if (again) { again.focus(); }
  });
  moreButton.addEventListener("click", function () { draw(STEP); });
  refresh();
  form.hidden = false;
  table.hidden = false;
  document.documentElement.setAttribute("data-ready", "true");
}());
