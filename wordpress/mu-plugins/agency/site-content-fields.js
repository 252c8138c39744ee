/**
 * The block editor's panel for a site content type's fields, labelled as the site shows them.
 * Loaded inline by site-content.php, which then calls it with the type's definition.
 */
window.agencySiteContentFields = function (wp, def) {
  var el = wp.element.createElement;
  var c = wp.components;
  var common = { __nextHasNoMarginBottom: true };

  /** "a | b | c" lines to and from a list of objects with those parts. */
  function pairsText(list, parts) {
    return (list || [])
      .map(function (item) {
        return parts
          .map(function (p) {
            return item[p] || '';
          })
          .join(' | ');
      })
      .join('\n');
  }
  function parsePairs(text, parts) {
    return text.split('\n').map(function (line) {
      var pieces = line.split('|');
      var item = {};
      parts.forEach(function (p, i) {
        // The last part keeps any further bars.
        item[p] = (i === parts.length - 1 ? pieces.slice(i).join('|') : pieces[i] || '').trim();
      });
      return item;
    });
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
      el('p', { className: 'components-base-control__help', style: { marginTop: '6px' } }, f.help),
    );
  }

  function control(f, value, set) {
    if (f.control === 'select') {
      return el(
        c.SelectControl,
        Object.assign(
          {
            key: f.key,
            label: f.label,
            help: f.help,
            value: value || '',
            options: [{ value: '', label: 'Choose…' }].concat(
              f.options.map(function (o) {
                return { value: o.slug, label: o.label };
              }),
            ),
            onChange: set,
            __next40pxDefaultSize: true,
          },
          common,
        ),
      );
    }
    if (f.control === 'image' || f.control === 'file')
      return el(MediaField, { key: f.key, field: f, value: value, onChange: set });
    if (f.control === 'checkboxes') {
      var chosen = value || [];
      return el(
        c.BaseControl,
        Object.assign({ key: f.key, label: f.label, help: f.help }, common),
        f.options.map(function (o) {
          return el(
            c.CheckboxControl,
            Object.assign(
              {
                key: o.slug,
                label: o.label,
                checked: chosen.indexOf(o.slug) >= 0,
                onChange: function (on) {
                  set(
                    on
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
      );
    }
    if (f.control === 'pairs') {
      return el(
        c.TextareaControl,
        Object.assign(
          {
            key: f.key,
            label: f.label,
            help: f.help,
            value: pairsText(value, f.parts),
            onChange: function (v) {
              set(parsePairs(v, f.parts));
            },
          },
          common,
        ),
      );
    }
    if (f.type === 'array') {
      return el(
        c.TextareaControl,
        Object.assign(
          {
            key: f.key,
            label: f.label,
            help: f.help,
            value: (value || []).join('\n'),
            onChange: function (v) {
              set(v.split('\n'));
            },
          },
          common,
        ),
      );
    }
    if (f.control === 'textarea') {
      return el(
        c.TextareaControl,
        Object.assign(
          {
            key: f.key,
            label: f.label,
            help: f.help,
            value: value == null ? '' : String(value),
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
          value: value == null ? '' : String(value),
          type: numeric ? 'number' : 'text',
          step: f.type === 'number' ? '0.1' : undefined,
          __next40pxDefaultSize: true,
          onChange: function (v) {
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
    return el(
      wp.editPost.PluginDocumentSettingPanel,
      { name: 'agency-fields', title: def.title, initialOpen: true },
      el(c.__experimentalVStack || 'div', { spacing: 4 }, fields),
    );
  }

  wp.plugins.registerPlugin('agency-site-content-fields', { render: Fields });
};
