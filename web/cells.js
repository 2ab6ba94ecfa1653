// The cells of a matrix (app/controls_matrix.go) and of a guessed matrix
// (app/predict_editors.go) by keyboard: Alt + an arrow key moves the focus
// to the next cell in that direction (WAI-ARIA's grid, but for the
// modifier: the arrow keys alone step a cell's number, and move its
// slider). The focus lands on the control of the same kind (number box or
// slider) in the cell, and stays put at an edge.
(() => {
  const moves = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
  document.addEventListener('keydown', (e) => {
    const move = moves[e.key];
    if (!move || !e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const input = e.target;
    const td = input.closest && input.closest('table.matrix-grid td, table.guess-grid td');
    if (!td || input.tagName !== 'INPUT') return;
    const tr = td.parentElement;
    const rows = [...tr.parentElement.children];
    const next = rows[rows.indexOf(tr) + move[0]]?.children[td.cellIndex + move[1]];
    e.preventDefault(); // at an edge too: Alt + ← would otherwise go back a page
    const target = next && (next.querySelector(`input[type="${input.type}"]`) || next.querySelector('input'));
    if (target) target.focus();
  });
})();
