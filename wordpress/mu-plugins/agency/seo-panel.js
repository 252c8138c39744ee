/**
 * Search and sharing in wp-admin (loaded inline by seo.php): the block editor's panel and the SEO
 * screen's counters, image picker and snippet preview. Both hold editors to the site's rules
 * (seo-rules.json): the title and description are cut as the site cuts them, and a counter warns
 * before a save would be refused.
 */
(function () {
  var ellipsis = '…';

  function collapse(text) {
    return String(text || '')
      .replace(/\s+/g, ' ')
      .trim();
  }

  /** Characters as WordPress counts them (code points, not UTF-16 units). */
  function length(text) {
    return Array.from(collapse(text)).length;
  }

  /** The site's src/seo/text.ts `shorten`: whole words, then an ellipsis. */
  function shorten(text, max) {
    var clean = collapse(text);
    if (clean.length <= max) return clean;
    var room = max - ellipsis.length;
    var space = clean.lastIndexOf(' ', room);
    var head = space >= room / 2 ? clean.slice(0, space) : clean.slice(0, room);
    return head.replace(/[\s,;:.!?\-–—|/&(]+$/, '') + ellipsis;
  }

  /** The site's `pageTitle`: the page's own title with the brand, fitted into the limit. */
  function pageTitle(title, rules) {
    var clean = collapse(title);
    if (!clean) return '';
    var full = clean + rules.titleSuffix;
    if (full.length <= rules.titleMax) return full;
    return shorten(clean, rules.titleMax - rules.titleSuffix.length) + rules.titleSuffix;
  }

  function plainText(html) {
    return collapse(
      String(html || '')
        .replace(/<[^>]*>/g, ' ')
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#0?39;|&#8217;/g, "'"),
    );
  }

  /** What a field's counter says, and whether it warns (a save would be refused). */
  function count(field, value, rules) {
    var n = length(value);
    if (field === 'title') {
      if (!n) return { text: 'Empty: the site writes the title from the page’s own.', warn: false };
      if (n > rules.titleMax)
        return {
          text:
            n + ' of ' + rules.titleMax + ' characters: too long, search results cut it. Shorten it to save.',
          warn: true,
        };
      return { text: n + ' of ' + rules.titleMax + ' characters', warn: false };
    }
    if (!n) return { text: 'Empty: the site writes the description from the page’s text.', warn: false };
    if (n < rules.descriptionMin)
      return {
        text:
          n +
          ' characters: too short, search engines would write their own. Write ' +
          rules.descriptionMin +
          ' to ' +
          rules.descriptionMax +
          '.',
        warn: true,
      };
    if (n > rules.descriptionMax)
      return {
        text:
          n +
          ' of ' +
          rules.descriptionMax +
          ' characters: too long, search results cut it. Shorten it to save.',
        warn: true,
      };
    return { text: n + ' of ' + rules.descriptionMax + ' characters', warn: false };
  }

  /**
   * A search result as the site's values make it: the address as search engines print it, the title
   * and the description, each cut at the site's limit; a value the site writes itself is marked.
   */
  function snippet(url, own, fallback, rules) {
    var address = String(url || '').replace(/^https?:\/\//, '');
    var parts = address.split('/').filter(Boolean);
    return {
      url: parts.join(' › '),
      title: shorten(own.title || fallback.title, rules.titleMax),
      titleIsDefault: !collapse(own.title),
      description: shorten(own.description || fallback.description, rules.descriptionMax),
      descriptionIsDefault: !collapse(own.description),
    };
  }

  /** The block editor's "Search and sharing" panel. */
  window.agencySeoPanel = function (wp, config) {
    var el = wp.element.createElement;
    var c = wp.components;
    var rules = config.rules;
    var Panel = (wp.editor && wp.editor.PluginDocumentSettingPanel) || wp.editPost.PluginDocumentSettingPanel;
    var common = { __nextHasNoMarginBottom: true };
    // As the components library draws a field's label and help.
    var labelStyle = { fontSize: '11px', fontWeight: 500, textTransform: 'uppercase', margin: '0 0 8px' };
    var helpStyle = { fontSize: '12px', color: '#757575', margin: '8px 0 0' };

    /** A field's counter, shown first in its help. */
    function Counter(props) {
      var said = count(props.field, props.value, rules);
      return el(
        'span',
        {
          id: props.id,
          className: 'agency-seo-count' + (said.warn ? ' is-warning' : ''),
          'aria-live': 'polite',
          style: {
            display: 'block',
            marginBottom: '2px',
            color: said.warn ? '#b32d2e' : '#1e1e1e',
            fontWeight: said.warn ? 600 : 400,
          },
        },
        said.text,
      );
    }
    function help(counter, text) {
      return el(wp.element.Fragment, null, counter, text);
    }

    function Snippet(props) {
      var s = props.snippet;
      var muted = { color: '#787c82' };
      return el(
        'div',
        { className: 'agency-seo-snippet', style: { fontFamily: 'arial, sans-serif', marginTop: '4px' } },
        el('p', { style: labelStyle }, 'Search result preview'),
        el(
          'div',
          {
            'data-testid': 'agency-seo-snippet',
            style: {
              border: '1px solid #dcdcde',
              borderRadius: '8px',
              padding: '10px 12px',
              background: '#fff',
            },
          },
          el(
            'div',
            { style: { color: '#202124', fontSize: '12px', lineHeight: '18px', overflowWrap: 'anywhere' } },
            s.url,
          ),
          el(
            'div',
            {
              className: 'agency-seo-snippet-title',
              style: Object.assign(
                { color: '#1a0dab', fontSize: '16px', lineHeight: '22px', margin: '4px 0 2px' },
                s.titleIsDefault ? muted : {},
              ),
            },
            s.title,
          ),
          el(
            'div',
            {
              className: 'agency-seo-snippet-description',
              style: Object.assign(
                { color: '#4d5156', fontSize: '13px', lineHeight: '20px' },
                s.descriptionIsDefault ? muted : {},
              ),
            },
            s.description,
          ),
        ),
        s.titleIsDefault || s.descriptionIsDefault
          ? el(
              'p',
              { style: helpStyle },
              'Grey: written by the site from the page until you fill in the field.',
            )
          : null,
      );
    }

    function SharingImage(props) {
      var media = wp.data.useSelect(
        function (s) {
          return props.value ? s('core').getMedia(props.value) : null;
        },
        [props.value],
      );
      var Upload = wp.blockEditor && wp.blockEditor.MediaUpload;
      var Check = (wp.blockEditor && wp.blockEditor.MediaUploadCheck) || wp.element.Fragment;
      return el(
        'div',
        { className: 'agency-seo-image' },
        el('p', { style: labelStyle }, 'Sharing image'),
        media
          ? el('img', {
              src: media.source_url,
              alt: media.alt_text || '',
              style: { maxWidth: '100%', height: 'auto', display: 'block', marginBottom: '6px' },
            })
          : null,
        media
          ? el(
              'p',
              {
                style: { fontSize: '12px', margin: '0 0 8px', color: media.alt_text ? '#1e1e1e' : '#b32d2e' },
              },
              media.alt_text
                ? 'Alternative text: ' + media.alt_text
                : 'This image has no alternative text yet: add it in the Media Library before saving.',
            )
          : null,
        Upload
          ? el(
              Check,
              null,
              el(Upload, {
                allowedTypes: ['image'],
                value: props.value || undefined,
                onSelect: function (m) {
                  props.onChange(m.id);
                },
                render: function (o) {
                  return el(
                    c.Button,
                    { variant: 'secondary', onClick: o.open },
                    props.value ? 'Replace sharing image' : 'Choose sharing image',
                  );
                },
              }),
            )
          : null,
        props.value
          ? el(
              c.Button,
              {
                variant: 'link',
                isDestructive: true,
                style: { marginLeft: '8px' },
                onClick: function () {
                  props.onChange(0);
                },
              },
              'Remove',
            )
          : null,
        el(
          'p',
          { style: helpStyle },
          'Shown when the page is shared (1200 × 630 pixels is best). None: the page’s own picture or card.',
        ),
      );
    }

    function SearchAndSharing() {
      var type = wp.data.useSelect(function (s) {
        return s('core/editor').getCurrentPostType();
      }, []);
      var pair = wp.coreData.useEntityProp('postType', type, 'meta');
      var meta = pair[0] || {};
      var setMeta = pair[1];
      var page = wp.data.useSelect(function (s) {
        var editor = s('core/editor');
        var title = editor.getEditedPostAttribute('title') || '';
        var categories = editor.getEditedPostAttribute('categories') || [];
        var category = categories.length
          ? s('core').getEntityRecord('taxonomy', 'category', categories[0])
          : null;
        return {
          title: title,
          slug:
            (editor.getEditedPostSlug && editor.getEditedPostSlug()) ||
            editor.getEditedPostAttribute('slug') ||
            (wp.url && wp.url.cleanForSlug ? wp.url.cleanForSlug(title) : ''),
          category: category ? category.slug : 'uncategorized',
          excerpt: editor.getEditedPostAttribute('excerpt') || '',
          content: editor.getEditedPostContent(),
        };
      }, []);
      var set = function (key) {
        return function (value) {
          var next = {};
          next[key] = value;
          setMeta(next);
        };
      };
      var own = { title: meta._seo_title || '', description: meta._seo_description || '' };
      var pattern = config.title
        .replace('{title}', collapse(page.title))
        .replace('{tagline}', collapse(meta.tagline));
      var fallback = {
        title: config.defaults.title || pageTitle(pattern, rules),
        description:
          config.defaults.description ||
          (type === 'service'
            ? collapse(meta.summary) + ' Contact us for pricing.'
            : plainText(type === 'case_study' ? page.content : page.excerpt || page.content)),
      };
      var url =
        config.site + config.path.replace('{category}', page.category).replace('{slug}', page.slug || '…');
      return el(
        Panel,
        { name: 'agency-seo', title: 'Search and sharing', className: 'agency-seo-panel' },
        el(
          c.__experimentalVStack || 'div',
          { spacing: 4 },
          el(
            'div',
            null,
            el(
              c.TextControl,
              Object.assign(
                {
                  label: 'SEO title',
                  help: help(
                    el(Counter, { id: 'agency-seo-title-count', field: 'title', value: own.title }),
                    'The whole title in search results, brand included.',
                  ),
                  value: own.title,
                  placeholder: fallback.title,
                  onChange: set('_seo_title'),
                  __next40pxDefaultSize: true,
                },
                common,
              ),
            ),
          ),
          el(
            'div',
            null,
            el(
              c.TextareaControl,
              Object.assign(
                {
                  label: 'Meta description',
                  help: help(
                    el(Counter, {
                      id: 'agency-seo-description-count',
                      field: 'description',
                      value: own.description,
                    }),
                    'What search results and link previews say about the page.',
                  ),
                  value: own.description,
                  placeholder: fallback.description,
                  rows: 4,
                  onChange: set('_seo_description'),
                },
                common,
              ),
            ),
          ),
          el(SharingImage, { value: meta._seo_image || 0, onChange: set('_seo_image') }),
          el(Snippet, { snippet: snippet(url, own, fallback, rules) }),
        ),
      );
    }

    wp.plugins.registerPlugin('agency-seo', { render: SearchAndSharing });
  };

  /** The SEO screen: counters and snippet preview as the fields change, and the image picker. */
  window.agencySeoScreen = function (config) {
    var rules = config.rules;
    document.querySelectorAll('[data-agency-seo]').forEach(function (section) {
      var field = function (name) {
        return section.querySelector('[data-agency-seo-field="' + name + '"]');
      };
      var fallback = {
        title: section.getAttribute('data-default-title'),
        description: section.getAttribute('data-default-description'),
      };
      var box = section.querySelector('[data-agency-seo-snippet]');
      function line(className) {
        var node = document.createElement('div');
        node.className = className;
        box.appendChild(node);
        return node;
      }
      var url = line('agency-seo-snippet-url');
      var title = line('agency-seo-snippet-title');
      var description = line('agency-seo-snippet-description');
      function update() {
        ['title', 'description'].forEach(function (name) {
          var said = count(name, field(name).value, rules);
          var counter = section.querySelector('[data-agency-seo-count="' + name + '"]');
          counter.textContent = said.text;
          counter.classList.toggle('is-warning', said.warn);
        });
        var s = snippet(
          section.getAttribute('data-url'),
          { title: field('title').value, description: field('description').value },
          fallback,
          rules,
        );
        url.textContent = s.url;
        title.textContent = s.title || 'The page’s own title';
        title.classList.toggle('is-default', s.titleIsDefault);
        description.textContent = s.description || 'Written by the site from the page’s content.';
        description.classList.toggle('is-default', s.descriptionIsDefault);
      }
      field('title').addEventListener('input', update);
      field('description').addEventListener('input', update);
      update();

      var image = field('image');
      var preview = section.querySelector('.agency-seo-image img');
      var alt = section.querySelector('.agency-seo-image-alt');
      var choose = section.querySelector('[data-agency-seo-choose]');
      var chooseText = section.querySelector('[data-agency-seo-choose-text]');
      var remove = section.querySelector('[data-agency-seo-remove]');
      var frame = null;
      choose.addEventListener('click', function () {
        if (!frame) {
          frame = window.wp.media({
            title: 'Choose a sharing image',
            library: { type: 'image' },
            button: { text: 'Use this image' },
            multiple: false,
          });
          frame.on('select', function () {
            var chosen = frame.state().get('selection').first().toJSON();
            var sizes = chosen.sizes || {};
            image.value = String(chosen.id);
            preview.src = (sizes.medium || sizes.full || chosen).url;
            preview.alt = chosen.alt || '';
            preview.hidden = false;
            alt.textContent = chosen.alt
              ? 'Alternative text: ' + chosen.alt
              : 'This image has no alternative text yet: add it in the Media Library.';
            chooseText.textContent = 'Replace image';
            remove.hidden = false;
          });
        }
        frame.open();
      });
      remove.addEventListener('click', function () {
        image.value = '0';
        preview.hidden = true;
        preview.removeAttribute('src');
        alt.textContent = '';
        chooseText.textContent = 'Choose image';
        remove.hidden = true;
      });
    });
  };
})();
