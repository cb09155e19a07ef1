// A reviewer's own verdicts on the pairs: agree with the judge, or not and what is right.
// They are kept in this browser's storage under this run's key (a reload keeps them) and
// download as gold JSON lines in the format `signalforge-gate calibrate` reads. No request:
// the file is made in the page (a Blob) and saved by the browser.
(function () {
  "use strict";
  var api = window.signalforgeTable;
  var panel = document.getElementById("review");
  if (!api || !panel) { return; }
  var review = api.data.review;
  panel.hidden = false;
  if (!review.exportable) { return; }
  var records = api.data.gold.records;
  var groups = api.data.gold.groups;
  var table = document.getElementById("pairs");
  var status = document.getElementById("labelled");
  var exportButton = document.getElementById("export-labels");
  var clearButton = document.getElementById("clear-labels");
  var storageNote = document.getElementById("storage-note");
  var UNSAVED = "This browser does not keep labels for this page: they last until it is " +
    "closed, so download them before.";
  var labels = load();

  function keyOf(pair) {
    return [pair.file, pair.line, pair.artifact, pair.criterion_id].join("\u0000");
  }

  function load() {
    var kept = {};
    try {
      var stored = JSON.parse(window.localStorage.getItem(review.key) || "{}");
      kept = stored && stored.version === 1 && stored.labels ? stored.labels : {};
    } catch (error) {
      storageNote.textContent = UNSAVED;
    }
    var labelled = Object.create(null);
    Object.keys(kept).forEach(function (key) {  // storage is anyone's: keep what is well-formed
      var mine = kept[key];
      if (mine && (mine.label === "pass" || mine.label === "fail")) {
        labelled[key] = { label: mine.label, why: typeof mine.why === "string" ? mine.why : "" };
      }
    });
    return labelled;
  }

  function save() {
    try {
      window.localStorage.setItem(review.key, JSON.stringify({ version: 1, labels: labels }));
    } catch (error) {
      storageNote.textContent = UNSAVED;
    }
    update();
  }

  function update() {
    var agree = 0, disagree = 0;
    api.pairs.forEach(function (pair) {
      var mine = labels[keyOf(pair)];
      if (!mine || pair.gold === null) { return; }
      if (mine.label === pair.state) { agree += 1; } else { disagree += 1; }
    });
    var total = agree + disagree;
    status.textContent = total ? total.toLocaleString("en") + " pair(s) labelled: " +
      agree.toLocaleString("en") + " agree with the judge, " +
      disagree.toLocaleString("en") + " disagree." : "No pair labelled.";
    exportButton.disabled = total === 0;
    clearButton.disabled = total === 0;
  }

  function wording(pair, label) {
    if (pair.state === "ungraded") { return "should " + label; }
    return pair.state === label ? "agree: " + label : "disagree: should " + label;
  }

  function whyInput(pair, mine) {
    var input = document.createElement("input");
    input.type = "text";
    input.placeholder = "why (optional)";
    input.value = mine.why;
    input.setAttribute("data-why", String(pair.index));
    input.setAttribute("aria-label", "Why your label for " + pair.artifact + " on " +
      pair.criterion);
    return input;
  }

  // A row's cell is one button until it is used: a table of a few hundred select boxes
  // takes a browser several times longer to lay out, and most pairs are never labelled.
  api.labelCell = function (td, pair) {
    if (pair.gold === null) {
      td.textContent = "—";
      td.title = "not labelled here: the drafted text is not in this page";
      return;
    }
    var mine = labels[keyOf(pair)];
    if (mine) { fillChoice(td, pair, mine); return; }
    var button = document.createElement("button");
    button.type = "button";
    button.className = "label";
    button.textContent = "label…";
    button.setAttribute("data-label", String(pair.index));
    button.setAttribute("aria-label", "Label " + pair.artifact + " on " + pair.criterion);
    td.appendChild(button);
  };

  function fillChoice(td, pair, mine) {
    var select = document.createElement("select");
    select.setAttribute("data-pair", String(pair.index));
    select.setAttribute("aria-label", "Your label for " + pair.artifact + " on " +
      pair.criterion);
    [["", "—"], ["pass", wording(pair, "pass")], ["fail", wording(pair, "fail")]]
      .forEach(function (choice) {
        var option = document.createElement("option");
        option.value = choice[0];
        option.textContent = choice[1];
        select.appendChild(option);
      });
    select.value = mine ? mine.label : "";
    td.textContent = "";
    td.appendChild(select);
    if (mine) { td.appendChild(whyInput(pair, mine)); }
    return select;
  }

  table.tBodies[0].addEventListener("click", function (event) {
    var button = event.target.closest("button[data-label]");
    if (!button) { return; }
    var pair = api.pairs[Number(button.getAttribute("data-label"))];
    fillChoice(button.parentNode, pair, null).focus();
  });

  table.tBodies[0].addEventListener("change", function (event) {
    var target = event.target;
    var index = target.getAttribute("data-pair") || target.getAttribute("data-why");
    if (index === null) { return; }
    var pair = api.pairs[Number(index)];
    var key = keyOf(pair);
    if (target.hasAttribute("data-why")) {
      if (labels[key]) { labels[key].why = target.value; }
    } else if (target.value) {
      labels[key] = { label: target.value, why: labels[key] ? labels[key].why : "" };
      if (!target.parentNode.querySelector("input")) {
        target.parentNode.appendChild(whyInput(pair, labels[key]));
      }
    } else {
      delete labels[key];
      var input = target.parentNode.querySelector("input");
      if (input) { input.remove(); }
    }
    save();
  });

  // The labeller's reason: the reviewer's own words, else what the label says about the
  // judge's verdict (the gold reader needs one line of why for every label).
  function whyOf(pair, mine) {
    if (mine.why.trim()) { return mine.why.trim(); }
    if (pair.state === "ungraded") {
      return "labelled " + mine.label + " by a reviewer; the judge gave no verdict";
    }
    if (mine.label === pair.state) {
      return "agrees with the judge" + (pair.why ? ": " + pair.why : "");
    }
    return "a reviewer labelled it " + mine.label + " where the judge said " + pair.state +
      (pair.why ? " (" + pair.why + ")" : "");
  }

  // One gold line per labelled pair, in the fields and order of the gold reader's format.
  function goldLines() {
    var lines = [], ids = Object.create(null), seen = Object.create(null);
    api.pairs.forEach(function (pair) {
      var mine = labels[keyOf(pair)];
      if (!mine || pair.gold === null) { return; }
      var same = pair.gold + "\u0000" + pair.criterion_id;  // one artifact in two places
      if (seen[same]) { return; }
      seen[same] = true;
      var record = records[pair.gold];
      var id = review.run + "/" + pair.artifact + "/" + pair.criterion_id;
      if (id.length > 180) { id = review.run + "/pair-" + pair.index; }
      if (ids[id]) { id += "#" + pair.index; }
      ids[id] = true;
      var line = { id: id, kind: record.kind };
      if (record.model !== undefined) { line.model = record.model; }
      if (record.subject !== undefined) { line.subject = record.subject; }
      line.text = record.text;
      line.criterion_id = pair.criterion_id;
      line.label = mine.label;
      line.why = whyOf(pair, mine);
      if (record.group !== undefined) {
        line.siblings = groups[record.group].filter(function (number) {
          return number !== pair.gold;
        }).map(function (number) {
          var other = records[number], sibling = { kind: other.kind };
          ["subject", "text", "test"].forEach(function (name) {
            if (other[name] !== undefined) { sibling[name] = other[name]; }
          });
          return sibling;
        });
      }
      if (record.test !== undefined) { line.test = record.test; }
      lines.push(JSON.stringify(line));
    });
    return lines;
  }

  exportButton.addEventListener("click", function () {
    var lines = goldLines();
    var blob = new Blob([lines.join("\n") + "\n"], { type: "application/x-ndjson" });
    var address = URL.createObjectURL(blob);
    var link = document.createElement("a");
    link.href = address;
    link.download = "gold-" + review.run + ".jsonl";
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(function () { URL.revokeObjectURL(address); }, 60000);
  });

  clearButton.addEventListener("click", function () {
    if (!window.confirm("Clear every label of this run in this browser?")) { return; }
    labels = Object.create(null);
    save();
    api.redraw();
  });

  var head = table.tHead.rows[0];
  var label = document.createElement("th");
  label.textContent = "Label";
  head.appendChild(label);
  var column = document.createElement("col");
  column.className = "w-label";
  table.querySelector("colgroup").appendChild(column);
  update();
  api.redraw();
}());
