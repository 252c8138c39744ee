/**
 * Drag to reorder on a list screen (reorder.php): a row moves by its handle, or by its up and down
 * buttons from the keyboard; each move is saved at once, the Order column shows the new numbers and
 * a notice (also spoken) says the order is saved, or why not, in which case the rows go back.
 */
window.agencyReorder = function (config) {
  var list = document.getElementById('the-list');
  var headerEnd = document.querySelector('.wp-header-end');
  if (!list || !headerEnd) return;

  var help = document.createElement('p');
  help.className = 'description agency-reorder-help';
  if (config.inOrder) {
    help.textContent =
      'To change the order the site shows, drag a row by its handle (☰), or use its arrow buttons. Each move is saved at once.';
  } else {
    var link = document.createElement('a');
    link.href = config.sortUrl;
    link.textContent = 'list them in the site’s order';
    help.append('To reorder these entries, ', link, '.');
  }
  headerEnd.after(help);
  if (!config.inOrder) return;

  var saving = false;
  var dragging = null;
  var dragStart = null;

  function rows() {
    return Array.prototype.filter.call(list.children, function (tr) {
      return /^post-\d+$/.test(tr.id);
    });
  }
  function ids() {
    return rows().map(function (tr) {
      return tr.id.slice('post-'.length);
    });
  }

  /** The first row cannot go up nor the last down; the buttons stay focusable and say so. */
  function markEnds() {
    var all = rows();
    all.forEach(function (tr, index) {
      var up = tr.querySelector('.agency-move[data-move="up"]');
      var down = tr.querySelector('.agency-move[data-move="down"]');
      if (up) up.setAttribute('aria-disabled', String(index === 0));
      if (down) down.setAttribute('aria-disabled', String(index === all.length - 1));
    });
  }

  function notice(kind, message) {
    var old = document.getElementById('agency-reorder-notice');
    if (old) old.remove();
    var box = document.createElement('div');
    box.id = 'agency-reorder-notice';
    box.className = 'notice notice-' + kind;
    var text = document.createElement('p');
    text.textContent = message;
    box.appendChild(text);
    help.parentNode.insertBefore(box, help);
    if (window.wp && wp.a11y) wp.a11y.speak(message, kind === 'error' ? 'assertive' : 'polite');
  }

  function restore(order) {
    order.forEach(function (id) {
      var tr = document.getElementById('post-' + id);
      if (tr) list.appendChild(tr);
    });
    markEnds();
  }

  function save(previous) {
    saving = true;
    list.setAttribute('aria-busy', 'true');
    var body = new FormData();
    body.append('action', 'agency_reorder');
    body.append('nonce', config.nonce);
    body.append('post_type', config.type);
    ids().forEach(function (id) {
      body.append('ids[]', id);
    });
    fetch(config.ajaxUrl, { method: 'POST', body: body, credentials: 'same-origin' })
      .then(function (response) {
        return response.json().catch(function () {
          return null;
        });
      })
      .then(function (answer) {
        if (!answer || !answer.success) {
          throw new Error(
            (answer && answer.data && answer.data.message) ||
              'Your session may have expired. Reload the page and try again.',
          );
        }
        var orders = answer.data.orders;
        rows().forEach(function (tr) {
          var cell = tr.querySelector('td.column-menu_order');
          var number = orders[tr.id.slice('post-'.length)];
          if (cell && number) cell.textContent = String(number);
        });
        notice('success', answer.data.message);
      })
      .catch(function (error) {
        restore(previous);
        notice('error', 'The order was not saved. ' + error.message);
      })
      .finally(function () {
        saving = false;
        list.removeAttribute('aria-busy');
      });
  }

  list.addEventListener('click', function (event) {
    var button = event.target.closest('.agency-move');
    if (!button) return;
    event.preventDefault();
    if (saving || button.getAttribute('aria-disabled') === 'true') return;
    var tr = button.closest('tr');
    var all = rows();
    var index = all.indexOf(tr);
    var up = button.getAttribute('data-move') === 'up';
    var other = all[up ? index - 1 : index + 1];
    if (!other) return;
    var previous = ids();
    list.insertBefore(tr, up ? other : other.nextSibling);
    // Moving the row took the focus away from its button: give it back.
    button.focus();
    markEnds();
    save(previous);
  });

  // A row is draggable only while held by its handle, so text in it can still be selected.
  list.addEventListener('pointerdown', function (event) {
    var handle = event.target.closest('.agency-drag-handle');
    if (handle && !saving) handle.closest('tr').draggable = true;
  });
  document.addEventListener('pointerup', function () {
    if (dragging) return;
    rows().forEach(function (tr) {
      tr.draggable = false;
    });
  });
  list.addEventListener('dragstart', function (event) {
    var tr = event.target.closest && event.target.closest('tr');
    if (!tr || !tr.draggable || saving) return;
    dragging = tr;
    dragStart = ids();
    tr.classList.add('agency-dragging');
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', tr.id);
  });
  list.addEventListener('dragover', function (event) {
    if (!dragging) return;
    event.preventDefault();
    var over = event.target.closest('tr');
    if (!over || over === dragging || !/^post-\d+$/.test(over.id)) return;
    var box = over.getBoundingClientRect();
    var below = event.clientY > box.top + box.height / 2;
    list.insertBefore(dragging, below ? over.nextSibling : over);
  });
  list.addEventListener('drop', function (event) {
    if (dragging) event.preventDefault();
  });
  list.addEventListener('dragend', function () {
    if (!dragging) return;
    var tr = dragging;
    dragging = null;
    tr.classList.remove('agency-dragging');
    tr.draggable = false;
    markEnds();
    if (ids().join() !== dragStart.join()) save(dragStart);
  });

  markEnds();
};
