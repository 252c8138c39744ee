/**
 * The block editor's panel of a type's fields (the site content types and job openings), labelled as
 * the site shows them. Loaded inline by site-content.php, which then calls it with the panel's
 * definition (agency_fields_panel_fields: label, help, control, and for a list its rows' parts).
 */
window.agencySiteContentFields = function (wp, def) {
  var el = wp.element.createElement;
  var useState = wp.element.useState;
  var c = wp.components;
  var common = { __nextHasNoMarginBottom: true };
  var Panel = (wp.editor && wp.editor.PluginDocumentSettingPanel) || wp.editPost.PluginDocumentSettingPanel;
  // WordPress's help text look, also where no control wraps it (a list's description and limits).
  var helpStyle = { marginTop: '6px', fontSize: '12px', fontStyle: 'normal', color: '#757575' };
  var helpClass = 'components-base-control__help';
  // A list's name looks like the other fields' labels.
  var labelStyle = {
    fontSize: '11px',
    fontWeight: 500,
    textTransform: 'uppercase',
    padding: 0,
    marginBottom: '8px',
  };

  /** "Results" of a field's row name ("Result") for button labels: "result". */
  function lower(text) {
    return text.charAt(0).toLowerCase() + text.slice(1);
  }

  /** Tells screen reader users what a button did that moved or removed what they were on. */
  function say(message) {
    if (wp.a11y && wp.a11y.speak) wp.a11y.speak(message);
  }

  /** A notice at the top of the editor, replacing an earlier one of the same kind. */
  function notice(message, id) {
    wp.data.dispatch('core/notices').createSuccessNotice(message, { id: id });
  }

  /** A picture or a PDF from the Media Library: what is chosen, then Choose/Replace and Remove. */
  function MediaField(props) {
    var f = props.field;
    var image = f.control === 'image';
    var noun = image ? 'image' : 'file';
    var media = wp.data.useSelect(
      function (s) {
        return props.value ? s('core').getMedia(props.value) : null;
      },
      [props.value],
    );
    var upload = wp.blockEditor && wp.blockEditor.MediaUpload;
    var chosen = image
      ? [
          media
            ? el('img', {
                key: 'img',
                src: media.source_url,
                alt: media.alt_text || '',
                style: { maxWidth: '100%', height: 'auto', display: 'block', marginBottom: '6px' },
              })
            : null,
          media && !media.alt_text
            ? el(
                'p',
                { key: 'alt', style: { color: '#b32d2e', margin: '0 0 6px' } },
                'This image has no alternative text yet: add it in the Media Library before publishing.',
              )
            : null,
        ]
      : [
          el(
            'p',
            { key: 'name', style: { margin: '0 0 6px' } },
            media ? media.title.rendered || media.source_url : 'None chosen',
          ),
        ];
    return el(
      'div',
      { className: 'agency-' + noun + '-field' },
      el('p', { style: { fontWeight: 500, margin: '0 0 4px' } }, f.label),
      chosen,
      upload
        ? el(upload, {
            allowedTypes: image ? ['image'] : ['application/pdf'],
            value: props.value || undefined,
            onSelect: function (m) {
              props.onChange(m.id);
            },
            render: function (o) {
              return el(
                c.Button,
                { variant: 'secondary', onClick: o.open },
                (props.value ? 'Replace ' : 'Choose ') + noun,
              );
            },
          })
        : null,
      props.value
        ? el(
            c.Button,
            {
              variant: 'link',
              isDestructive: true,
              onClick: function () {
                props.onChange(0);
              },
              style: { marginLeft: '8px' },
            },
            'Remove',
          )
        : null,
      el('p', { className: helpClass, style: helpStyle }, f.help),
    );
  }

  /** An empty row of a list: '' or one '' per part. */
  function emptyRow(f) {
    if (!f.parts.length) return '';
    var row = {};
    f.parts.forEach(function (p) {
      row[p.key] = '';
    });
    return row;
  }

  /** How many of a row's parts are filled in. */
  function filled(f, row) {
    if (!f.parts.length) return String(row || '').trim() ? 1 : 0;
    return f.parts.filter(function (p) {
      return String((row && row[p.key]) || '').trim() !== '';
    }).length;
  }

  /** The rows that are stored: those with every part filled in (WordPress drops the others). */
  function complete(f, rows) {
    var parts = f.parts.length || 1;
    return rows.filter(function (row) {
      return filled(f, row) === parts;
    });
  }

  /** What a list allows, said under it: how many rows and how long each part may be. */
  function limits(f, count) {
    var said = [];
    if (f.maxItems) said.push(count + ' of ' + f.maxItems + ' at most.');
    if (f.parts.length) {
      f.parts.forEach(function (p) {
        if (p.maxLength) said.push(p.label + ': up to ' + p.maxLength + ' characters.');
      });
    } else if (f.maxLength) {
      said.push('Up to ' + f.maxLength + ' characters each.');
    }
    return said.join(' ');
  }

  /**
   * A list as rows: each row numbered ("Result 1"), its parts labelled inputs or choices, with
   * buttons to move it up or down and to remove it; "Add …" below, off at the list's limit. Rows
   * not filled in yet stay on screen; only complete ones are saved.
   */
  function RowsField(props) {
    var f = props.field;
    var stored = props.value || [];
    var draft = useState(null);
    // The rows on screen, unless the stored list changed elsewhere (undo, a save's cleaned value).
    var rows =
      draft[0] && JSON.stringify(complete(f, draft[0])) === JSON.stringify(stored) ? draft[0] : stored;
    var noun = lower(f.item);
    var id = 'agency-' + f.key;

    function update(next) {
      draft[1](next);
      props.onChange(complete(f, next));
    }
    function move(from, to) {
      var next = rows.slice();
      next.splice(to, 0, next.splice(from, 1)[0]);
      update(next);
      say(f.item + ' ' + (from + 1) + ' moved to position ' + (to + 1) + '.');
      // Focus follows the row, on the same button (still focusable at the top or the bottom).
      setTimeout(function () {
        var same = document.getElementById(id + '-' + to + (to < from ? '-up' : '-down'));
        if (same) same.focus();
      });
    }
    function remove(index) {
      update(
        rows.filter(function (_, i) {
          return i !== index;
        }),
      );
      say(f.item + ' ' + (index + 1) + ' removed.');
      setTimeout(function () {
        var add = document.getElementById(id + '-add');
        if (add) add.focus();
      });
    }
    function setPart(index, key, value) {
      update(
        rows.map(function (row, i) {
          if (i !== index) return row;
          if (key === null) return value;
          var next = Object.assign({}, row);
          next[key] = value;
          return next;
        }),
      );
    }

    var full = f.maxItems > 0 && rows.length >= f.maxItems;
    var parts = f.parts.length || 1;

    /** A part's input: a choice, a box for a sentence or more, or a line. */
    function input(settings, long, options) {
      var base = Object.assign(
        long && !options.length ? { rows: 2 } : { __next40pxDefaultSize: true },
        common,
        settings,
      );
      if (options.length) {
        return el(
          c.SelectControl,
          Object.assign(base, {
            options: [{ value: '', label: 'Choose…' }].concat(
              options.map(function (o) {
                return { value: o.slug, label: o.label };
              }),
            ),
          }),
        );
      }
      return el(long ? c.TextareaControl : c.TextControl, base);
    }

    function rowButtons(index, number) {
      var button = function (suffix, icon, label, disabled, onClick) {
        return el(c.Button, {
          id: suffix ? id + '-' + index + '-' + suffix : undefined,
          icon: icon,
          label: label,
          size: 'small',
          isDestructive: icon === 'trash',
          disabled: disabled,
          accessibleWhenDisabled: true,
          onClick: onClick,
        });
      };
      return el(
        'span',
        { style: { display: 'flex', gap: '2px', marginLeft: 'auto' } },
        button('up', 'arrow-up-alt2', 'Move ' + noun + ' ' + number + ' up', index === 0, function () {
          move(index, index - 1);
        }),
        button(
          'down',
          'arrow-down-alt2',
          'Move ' + noun + ' ' + number + ' down',
          index === rows.length - 1,
          function () {
            move(index, index + 1);
          },
        ),
        button('', 'trash', 'Remove ' + noun + ' ' + number, false, function () {
          remove(index);
        }),
      );
    }

    return el(
      'fieldset',
      { className: 'agency-rows', id: id, style: { border: 0, padding: 0, margin: 0, minWidth: 0 } },
      el('legend', { style: labelStyle }, f.label),
      f.help
        ? el(
            'p',
            { className: helpClass, style: Object.assign({}, helpStyle, { margin: '0 0 8px' }) },
            f.help,
          )
        : null,
      rows.map(function (row, index) {
        var number = index + 1;
        var name = f.item + ' ' + number;
        var some = filled(f, row);
        // A row of several parts is a group named "Result 1"; a row of one part is its input, so named.
        var inputs = f.parts.length
          ? f.parts.map(function (p) {
              return el(
                'div',
                { key: p.key },
                input(
                  {
                    label: p.label,
                    value: (row && row[p.key]) || '',
                    maxLength: p.maxLength || undefined,
                    onChange: function (v) {
                      setPart(index, p.key, v);
                    },
                  },
                  p.maxLength >= 150,
                  p.options,
                ),
              );
            })
          : [
              el(
                'div',
                { key: 'value' },
                input(
                  {
                    label: name,
                    hideLabelFromVision: true,
                    value: row || '',
                    maxLength: f.maxLength || undefined,
                    onChange: function (v) {
                      setPart(index, null, v);
                    },
                  },
                  f.long === null ? f.maxLength >= 150 : f.long,
                  [],
                ),
              ),
            ];
        return el(
          f.parts.length ? 'fieldset' : 'div',
          {
            key: index,
            className: 'agency-row',
            style: {
              border: 0,
              background: '#f6f7f7',
              borderRadius: '2px',
              padding: '4px 8px 8px',
              margin: '0 0 8px',
              minWidth: 0,
              display: 'grid',
              gap: '8px',
            },
          },
          f.parts.length ? el('legend', { className: 'screen-reader-text' }, name) : null,
          el(
            'div',
            { style: { display: 'flex', alignItems: 'center', minHeight: '24px' } },
            el('span', { 'aria-hidden': true, style: { fontSize: '12px', fontWeight: 500 } }, name),
            rowButtons(index, number),
          ),
          inputs,
          some > 0 && some < parts
            ? el(
                'p',
                { style: { color: '#b32d2e', margin: 0 } },
                'Fill in every part, or remove the row: an incomplete row is not saved.',
              )
            : null,
        );
      }),
      el(
        c.Button,
        {
          id: id + '-add',
          variant: 'secondary',
          disabled: full,
          accessibleWhenDisabled: true,
          onClick: function () {
            update(rows.concat([emptyRow(f)]));
          },
          __next40pxDefaultSize: true,
        },
        'Add ' + noun,
      ),
      el(
        'p',
        { className: helpClass, style: helpStyle },
        (full ? 'The page shows no more. ' : '') + limits(f, rows.length),
      ),
    );
  }

  /** A group's name as compared for near-duplicates (as faq-groups.php does): "&" as "and", letters and digits. */
  function groupKey(name) {
    return String(name)
      .toLowerCase()
      .replace(/&/g, 'and')
      .replace(/[^\p{L}\p{N}]+/gu, '');
  }

  /**
   * The FAQ group: one of the groups the FAQ page shows; "Add a new group…" for those who may
   * start one, with a warning when the new name is an existing group's spelled differently.
   */
  function GroupField(props) {
    var f = props.field;
    var value = props.value || '';
    var names = f.options.map(function (o) {
      return o.slug;
    });
    var adding = useState(false);
    var isNew = adding[0] || (value !== '' && names.indexOf(value) < 0 && f.canAdd);
    var options = [{ value: '', label: 'Choose a group…' }].concat(
      names.map(function (n) {
        return { value: n, label: n };
      }),
    );
    // An entry already in a group nobody else uses keeps it listed.
    if (value && names.indexOf(value) < 0 && !f.canAdd) options.push({ value: value, label: value });
    if (f.canAdd) options.push({ value: '__agency_new_group__', label: 'Add a new group…' });
    var twin = isNew
      ? names.filter(function (n) {
          return n !== value && groupKey(n) === groupKey(value);
        })[0]
      : null;
    return el(
      'div',
      { className: 'agency-group-field' },
      el(
        c.SelectControl,
        Object.assign(
          {
            label: f.label,
            help: f.help + (f.canAdd ? '' : ' Only an Editor or an Administrator can add a new group.'),
            value: isNew ? '__agency_new_group__' : value,
            options: options,
            onChange: function (v) {
              if (v === '__agency_new_group__') {
                adding[1](true);
                props.onChange('');
                return;
              }
              adding[1](false);
              props.onChange(v);
            },
            __next40pxDefaultSize: true,
          },
          common,
        ),
      ),
      isNew
        ? el(
            'div',
            { style: { marginTop: '12px' } },
            el(
              c.TextControl,
              Object.assign(
                {
                  label: 'New group name',
                  help: 'A new heading on the FAQ page, placed by the Order of its first question. Check the spelling: every question of the group must use exactly this name.',
                  value: value,
                  maxLength: f.maxLength || undefined,
                  onChange: props.onChange,
                  __next40pxDefaultSize: true,
                },
                common,
              ),
            ),
            twin
              ? el(
                  'p',
                  { style: { color: '#b32d2e', margin: '6px 0 0' } },
                  'There is already a group "' + twin + '": choose it from the list instead.',
                )
              : null,
          )
        : null,
    );
  }

  /** 'YYYY-MM-DD' as the site says it: "31 March 2027". */
  function longDate(day) {
    return new Date(day + 'T12:00:00Z').toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  }

  /** A day in the site's time zone (WordPress's settings), `days` from today: 'YYYY-MM-DD'. */
  function siteDay(days) {
    return wp.date.date('Y-m-d', new Date(Date.now() + days * 86400000));
  }

  /**
   * A job opening's last day to apply: a date picker, what it means now (open until …, closed since
   * …), and the actions "Close this opening" (the last day becomes yesterday, so the site drops it at
   * once) and "Reopen this opening" (a new last day), each confirmed and saved at once.
   */
  function DeadlineField(props) {
    var f = props.field;
    var value = props.value || '';
    var published = wp.data.useSelect(function (s) {
      return s('core/editor').isCurrentPostPublished();
    }, []);
    var mode = useState(null);
    var reopenOn = useState(siteDay(30));
    var today = siteDay(0);
    var dated = /^\d{4}-\d{2}-\d{2}$/.test(value);
    var closed = dated && value < today;
    var status = closed
      ? 'Closed: applications ended on ' + longDate(value) + '. The job page says the position is closed.'
      : dated
        ? 'Open: takes applications until the end of ' + longDate(value) + '.'
        : 'Open, with no last day: it stays on /careers until you close it.';

    function apply(day, message) {
      props.onChange(day);
      mode[1](null);
      wp.data
        .dispatch('core/editor')
        .savePost()
        .then(function () {
          if (wp.data.select('core/editor').didPostSaveRequestSucceed()) notice(message, 'agency-opening');
        });
    }

    var dialog = null;
    if (mode[0] === 'close') {
      var yesterday = siteDay(-1);
      dialog = el(
        c.Modal,
        {
          title: 'Close this opening?',
          onRequestClose: function () {
            mode[1](null);
          },
          size: 'medium',
        },
        el(
          'p',
          null,
          'The last day to apply becomes ' +
            longDate(yesterday) +
            ' (yesterday): the opening stops taking applications and leaves /careers within seconds. Its page stays for old links and says the position is closed. Other changes you made here are saved with it. You can reopen it later.',
        ),
        el(
          'div',
          { style: { display: 'flex', gap: '8px', justifyContent: 'flex-end' } },
          el(
            c.Button,
            {
              variant: 'tertiary',
              onClick: function () {
                mode[1](null);
              },
            },
            'Cancel',
          ),
          el(
            c.Button,
            {
              variant: 'primary',
              isDestructive: true,
              onClick: function () {
                apply(
                  yesterday,
                  'This opening is closed. It no longer takes applications and leaves /careers within seconds.',
                );
              },
            },
            'Close the opening',
          ),
        ),
      );
    } else if (mode[0] === 'reopen') {
      var valid = /^\d{4}-\d{2}-\d{2}$/.test(reopenOn[0]) && reopenOn[0] >= today;
      dialog = el(
        c.Modal,
        {
          title: 'Reopen this opening',
          onRequestClose: function () {
            mode[1](null);
          },
          size: 'medium',
        },
        el(
          c.TextControl,
          Object.assign(
            {
              label: 'New last day to apply',
              help: valid ? 'Applications close at the end of this day.' : 'Choose today or a later day.',
              type: 'date',
              min: today,
              value: reopenOn[0],
              onChange: reopenOn[1],
              __next40pxDefaultSize: true,
            },
            common,
          ),
        ),
        el(
          'div',
          { style: { display: 'flex', gap: '8px', justifyContent: 'flex-end', marginTop: '16px' } },
          el(
            c.Button,
            {
              variant: 'tertiary',
              onClick: function () {
                mode[1](null);
              },
            },
            'Cancel',
          ),
          el(
            c.Button,
            {
              variant: 'primary',
              disabled: !valid,
              accessibleWhenDisabled: true,
              onClick: function () {
                apply(
                  reopenOn[0],
                  published
                    ? 'This opening is open again until ' +
                        longDate(reopenOn[0]) +
                        ' and shows on /careers within seconds.'
                    : 'The last day to apply is now ' +
                        longDate(reopenOn[0]) +
                        '. Publish the opening to show it on /careers.',
                );
              },
            },
            'Reopen the opening',
          ),
        ),
      );
    }

    return el(
      'div',
      { className: 'agency-deadline-field' },
      el(
        c.TextControl,
        Object.assign(
          {
            label: f.label,
            help: f.help,
            type: 'date',
            value: value,
            onChange: function (v) {
              // Emptied: the field is removed, not stored empty.
              props.onChange(v || null);
            },
            __next40pxDefaultSize: true,
          },
          common,
        ),
      ),
      el(
        'p',
        {
          className: 'agency-opening-status',
          style: { margin: '8px 0', fontWeight: 500, color: closed ? '#b32d2e' : '#007017' },
        },
        status,
      ),
      published && !closed
        ? el(
            c.Button,
            {
              variant: 'secondary',
              isDestructive: true,
              onClick: function () {
                mode[1]('close');
              },
            },
            'Close this opening',
          )
        : null,
      closed
        ? el(
            c.Button,
            {
              variant: 'secondary',
              onClick: function () {
                reopenOn[1](siteDay(30));
                mode[1]('reopen');
              },
            },
            'Reopen this opening',
          )
        : null,
      dialog,
    );
  }

  function control(f, value, set) {
    if (f.control === 'select') {
      var choices = f.options.map(function (o) {
        return { value: o.slug, label: o.label };
      });
      // A value from before the choices existed stays shown, and kept, until another is chosen.
      if (
        value &&
        !f.options.some(function (o) {
          return o.slug === value;
        })
      )
        choices.push({ value: value, label: value });
      return el(
        c.SelectControl,
        Object.assign(
          {
            key: f.key,
            label: f.label,
            help: f.help,
            value: value || '',
            options: [{ value: '', label: f.empty || 'Choose…' }].concat(choices),
            onChange: set,
            __next40pxDefaultSize: true,
          },
          common,
        ),
      );
    }
    if (f.control === 'image' || f.control === 'file')
      return el(MediaField, { key: f.key, field: f, value: value, onChange: set });
    if (f.control === 'group') return el(GroupField, { key: f.key, field: f, value: value, onChange: set });
    if (f.control === 'deadline')
      return el(DeadlineField, { key: f.key, field: f, value: value, onChange: set });
    if (f.control === 'checkboxes') {
      var chosen = value || [];
      var full = f.maxItems > 0 && chosen.length >= f.maxItems;
      // A value that is no longer a choice (an entry since unpublished) stays shown, so it can be unticked.
      var boxes = f.options.concat(
        chosen
          .filter(function (slug) {
            return !f.options.some(function (o) {
              return o.slug === slug;
            });
          })
          .map(function (slug) {
            return { slug: slug, label: slug + ' (not published)' };
          }),
      );
      return el(
        c.BaseControl,
        Object.assign(
          {
            key: f.key,
            label: f.label,
            help: f.maxItems
              ? f.help +
                ' ' +
                chosen.length +
                ' of ' +
                f.maxItems +
                ' at most.' +
                (full ? ' Untick one to choose another.' : '')
              : f.help,
          },
          common,
        ),
        el(
          'div',
          { style: { display: 'grid', gap: '8px' } },
          boxes.map(function (o) {
            var on = chosen.indexOf(o.slug) >= 0;
            return el(
              c.CheckboxControl,
              Object.assign(
                {
                  key: o.slug,
                  label: o.label,
                  checked: on,
                  // At the limit, only a ticked box can change (be unticked).
                  disabled: full && !on,
                  onChange: function (ticked) {
                    set(
                      ticked
                        ? chosen.concat([o.slug])
                        : chosen.filter(function (s) {
                            return s !== o.slug;
                          }),
                    );
                  },
                },
                common,
              ),
            );
          }),
        ),
      );
    }
    if (f.type === 'array') return el(RowsField, { key: f.key, field: f, value: value, onChange: set });
    if (f.control === 'textarea') {
      return el(
        c.TextareaControl,
        Object.assign(
          {
            key: f.key,
            label: f.label,
            help: f.help,
            value: value == null ? '' : String(value),
            maxLength: f.maxLength || undefined,
            onChange: set,
          },
          common,
        ),
      );
    }
    var numeric = f.type === 'integer' || f.type === 'number';
    return el(
      c.TextControl,
      Object.assign(
        {
          key: f.key,
          label: f.label,
          help: f.help,
          // A field that may be left empty shows nothing rather than 0.
          value: value == null || (f.blank && !value) ? '' : String(value),
          type: numeric ? 'number' : 'text',
          step: f.type === 'number' ? '0.1' : undefined,
          maxLength: f.maxLength || undefined,
          __next40pxDefaultSize: true,
          onChange: function (v) {
            if (f.blank && v === '') return set(null);
            set(f.type === 'integer' ? parseInt(v, 10) || 0 : f.type === 'number' ? parseFloat(v) || 0 : v);
          },
        },
        common,
      ),
    );
  }

  function Fields() {
    var type = wp.data.useSelect(function (s) {
      return s('core/editor').getCurrentPostType();
    }, []);
    var pair = wp.coreData.useEntityProp('postType', type, 'meta');
    var meta = pair[0] || {};
    var setMeta = pair[1];
    var order = wp.coreData.useEntityProp('postType', type, 'menu_order');
    var fields = def.fields.map(function (f) {
      return control(f, meta[f.key], function (v) {
        var next = {};
        next[f.key] = v;
        setMeta(next);
      });
    });
    if (def.orderHelp) {
      fields.push(
        el(
          c.TextControl,
          Object.assign(
            {
              key: 'menu_order',
              label: def.orderLabel,
              help: def.orderHelp,
              type: 'number',
              value: String(order[0] || 0),
              __next40pxDefaultSize: true,
              onChange: function (v) {
                order[1](parseInt(v, 10) || 0);
              },
            },
            common,
          ),
        ),
      );
    }
    return el(
      Panel,
      { name: 'agency-fields', title: def.title, initialOpen: true },
      el(c.__experimentalVStack || 'div', { spacing: 4 }, fields),
    );
  }

  wp.plugins.registerPlugin('agency-site-content-fields', { render: Fields });
};
