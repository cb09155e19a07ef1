// Sorting and filtering of the pairs table. The page is complete without it: this only
// hides rows and reorders them. No request, no storage, no text ever becomes markup.
(function () {
  "use strict";
  var table = document.getElementById("pairs");
  var form = document.getElementById("filters");
  if (!table || !form) { return; }
  var body = table.tBodies[0];
  var count = document.getElementById("shown");
  var COLUMNS = { file: 0, line: 1, kind: 3, criterion: 4, score: 6, state: 7 };
  var rows = Array.prototype.slice.call(body.rows).map(function (row, index) {
    var cells = row.cells;
    var score = parseFloat(cells[COLUMNS.score].textContent);
    return {
      row: row, index: index,
      file: cells[COLUMNS.file].textContent, kind: cells[COLUMNS.kind].textContent,
      criterion: cells[COLUMNS.criterion].textContent,
      state: cells[COLUMNS.state].textContent,
      text: row.textContent.toLowerCase(),
      score: isNaN(score) ? -1 : score,
      line: parseInt(cells[COLUMNS.line].textContent, 10) || 0
    };
  });
  var controls = {
    file: document.getElementById("filter-file"), kind: document.getElementById("filter-kind"),
    criterion: document.getElementById("filter-criterion"),
    state: document.getElementById("filter-state")
  };
  var search = document.getElementById("filter-text");

  function apply() {
    var wanted = {}, shown = 0, needle = search.value.trim().toLowerCase();
    Object.keys(controls).forEach(function (key) { wanted[key] = controls[key].value; });
    rows.forEach(function (item) {
      var keep = (!wanted.file || item.file === wanted.file) &&
        (!wanted.kind || item.kind === wanted.kind) &&
        (!wanted.criterion || item.criterion === wanted.criterion) &&
        (!wanted.state || (wanted.state === "not-pass" ? item.state !== "pass"
                                                       : item.state === wanted.state)) &&
        (!needle || item.text.indexOf(needle) !== -1);
      if (item.row.hidden === keep) { item.row.hidden = !keep; }
      if (keep) { shown += 1; }
    });
    count.textContent = shown.toLocaleString("en") + " of " +
      rows.length.toLocaleString("en") + " pairs shown";
  }

  function sortBy(button) {
    var key = button.getAttribute("data-sort");
    var descending = button.getAttribute("data-order") === "asc";
    Array.prototype.forEach.call(table.querySelectorAll("th button"), function (other) {
      other.removeAttribute("data-order");
    });
    button.setAttribute("data-order", descending ? "desc" : "asc");
    var sign = descending ? -1 : 1;
    var ordered = rows.slice().sort(function (a, b) {
      var x = a[key], y = b[key];
      if (x < y) { return -sign; }
      if (x > y) { return sign; }
      return a.index - b.index;
    });
    var fragment = document.createDocumentFragment();
    ordered.forEach(function (item) { fragment.appendChild(item.row); });
    body.appendChild(fragment);
  }

  Object.keys(controls).forEach(function (key) {
    controls[key].addEventListener("change", apply);
  });
  var pending = null;
  search.addEventListener("input", function () {
    clearTimeout(pending);
    pending = setTimeout(apply, 150);
  });
  form.addEventListener("submit", function (event) { event.preventDefault(); apply(); });
  Array.prototype.forEach.call(table.querySelectorAll("th button"), function (button) {
    button.addEventListener("click", function () { sortBy(button); });
  });
  form.hidden = false;
  document.documentElement.setAttribute("data-ready", "true");
}());
