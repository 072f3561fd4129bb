/*
 * Simulated Adyen securedFields iframe (served inline by securedfields-page.ts).
 * Speaks the postMessage protocol of @adyen/adyen-web 6.45.2's CSF (components/internal/SecuredFields/lib):
 *  - parent -> iframe: JSON strings, posted to our origin. First the config object (fieldType, txVariant,
 *    numKey, cardGroupTypes, iframeUIConfig, cvcPolicy, …), later {focus}, {brand, cvcPolicy} for the CVC,
 *    {brand:'reset'|brand, enableLuhnCheck, panLength} for the number, {expiryDatePolicy}, {externalValidation},
 *    {unsupportedCard}, {autoComplete}, {styleObject}, {destroy}.
 *  - iframe -> parent: JSON strings with {action, numKey, fieldType}, posted to the parent's exact origin:
 *    config, focus, brand, binValue, encryption, luhnCheck, 'incomplete field', '<x>KeyPressed', enterKeyPressed.
 * "Encrypted" values are adyenjs_0_1_25$ + base64url({value, generationtime}); the simulator decodes them.
 */
(function () {
  'use strict';
  var CONF = JSON.parse(document.getElementById('sf-conf').textContent);
  var PREFIX = 'adyenjs_0_1_25$';
  var RULES = [
    { brand: 'mc', re: /^(5[1-5]|2[2-7])/, lengths: [16], cvc: [3], cvcPolicy: 'required', cvcText: 'CVC' },
    { brand: 'visa', re: /^4/, lengths: [13, 16, 19], cvc: [3], cvcPolicy: 'required', cvcText: 'CVV' },
    { brand: 'amex', re: /^3[47]/, lengths: [15], cvc: [4], cvcPolicy: 'required', cvcText: 'CID' },
    { brand: 'maestro', re: /^(5[06-8]|6)/, lengths: [16, 17, 18, 19], cvc: [3], cvcPolicy: 'optional', cvcText: 'CVC' },
  ];
  var input = document.getElementById('sf-input');
  var s = {
    configured: false,
    destroyed: false,
    numKey: null,
    fieldType: '',
    txVariant: 'card',
    groups: [],
    cvcBrand: null,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
    forcedBrand: null,
    enableLuhnCheck: true,
    panLength: null,
    minimumExpiryDate: null,
    exposeExpiryDate: false,
    lastBrand: 'card',
    lastBin: '',
    lastSignature: '',
    hasError: false,
  };

  function post(obj) {
    if (s.destroyed || !CONF.parentOrigin) return;
    obj.numKey = s.numKey;
    obj.fieldType = s.fieldType;
    window.parent.postMessage(JSON.stringify(obj), CONF.parentOrigin);
  }
  function b64url(str) {
    return btoa(str).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }
  function encrypt(value) {
    return PREFIX + b64url(JSON.stringify({ value: value, generationtime: new Date().toISOString() }));
  }
  function digitsOf(v, max) {
    return v.replace(/\D/g, '').slice(0, max);
  }
  function luhn(d) {
    var sum = 0,
      dbl = false;
    for (var i = d.length - 1; i >= 0; i -= 1) {
      var n = d.charCodeAt(i) - 48;
      if (dbl) {
        n *= 2;
        if (n > 9) n -= 9;
      }
      sum += n;
      dbl = !dbl;
    }
    return sum % 10 === 0;
  }
  function ruleFor(brand) {
    for (var i = 0; i < RULES.length; i += 1) if (RULES[i].brand === brand) return RULES[i];
    return null;
  }
  function detect(d) {
    if (s.forcedBrand) return ruleFor(s.forcedBrand) || { brand: s.forcedBrand, lengths: [12, 13, 14, 15, 16, 17, 18, 19], cvc: [3, 4], cvcPolicy: 'required', cvcText: 'CVC' };
    if (!d) return null;
    for (var i = 0; i < RULES.length; i += 1) if (RULES[i].re.test(d)) return RULES[i];
    return null;
  }
  function isCard() {
    return s.txVariant !== 'giftcard';
  }
  function setError(code) {
    s.hasError = !!code;
    input.setAttribute('aria-invalid', code ? 'true' : 'false');
  }
  /** Sends a validation or encryption message unless nothing changed since the last one (when not forced). */
  function emit(signature, msg, force) {
    if (!force && signature === s.lastSignature) return;
    s.lastSignature = signature;
    if (msg.action !== 'encryption') setError(msg.error);
    else setError('');
    post(msg);
  }

  function evaluateNumber(force) {
    var d = digitsOf(input.value, 19);
    if (!isCard()) {
      input.value = d.replace(/(\d{4})(?=\d)/g, '$1 ');
      if (d.length >= 12) {
        emit('enc:' + d, { action: 'encryption', encryptedCardNumber: [{ encryptedFieldName: 'encryptedCardNumber', blob: encrypt(d) }], endDigits: d.slice(-4) }, force);
      } else emit('key:' + d, { action: 'numberKeyPressed', error: '' }, force);
      return;
    }
    var rule = detect(d);
    input.value =
      rule && rule.brand === 'amex'
        ? d.replace(/^(\d{4})(\d{1,6})?(\d{1,5})?$/, function (m, a, b, c) {
            return [a, b, c].filter(Boolean).join(' ');
          })
        : d.replace(/(\d{4})(?=\d)/g, '$1 ');
    var brand = rule ? rule.brand : 'card';
    if (brand !== s.lastBrand) {
      s.lastBrand = brand;
      post({
        action: 'brand',
        brand: brand,
        cvcPolicy: rule ? rule.cvcPolicy : 'required',
        expiryDatePolicy: 'required',
        cvcText: rule ? rule.cvcText : 'Security code',
        showSocialSecurityNumber: false,
      });
    }
    var bin = d.length >= 6 ? d.slice(0, 6) : '';
    var binKey = bin + (d.length >= 11 ? '+' + d.slice(0, 11) : '');
    if (binKey !== s.lastBin) {
      s.lastBin = binKey;
      var binMsg = { action: 'binValue', binValue: bin };
      if (d.length >= 11) {
        binMsg.encryptedBin = encrypt(d.slice(0, 11));
        binMsg.uuid = uuid();
      }
      post(binMsg);
    }
    var lengths = s.panLength ? [s.panLength] : rule ? rule.lengths : [12, 13, 14, 15, 16, 17, 18, 19];
    var maxLen = Math.max.apply(null, lengths);
    var luhnOk = !s.enableLuhnCheck || luhn(d);
    var supported = rule && (s.groups.length === 0 || s.groups.indexOf(rule.brand) !== -1 || s.forcedBrand);
    if (d.length === 0) emit('key:', { action: 'numberKeyPressed', error: '' }, force);
    else if (lengths.indexOf(d.length) !== -1 && luhnOk) {
      if (!supported) emit('unsup:' + d, { action: 'numberKeyPressed', error: 'cc.num.903' }, force);
      else emit('enc:' + d, { action: 'encryption', encryptedCardNumber: [{ encryptedFieldName: 'encryptedCardNumber', blob: encrypt(d) }], endDigits: d.slice(-4), issuerBin: d.slice(0, 8) }, force);
    } else if (d.length >= maxLen) emit('luhn:' + d, { action: 'luhnCheck', error: 'cc.num.902' }, force);
    else emit('key:' + d, { action: 'numberKeyPressed', error: '' }, force);
  }

  function evaluateDate(force, deleting) {
    var d = digitsOf(input.value, 4);
    if (d.length === 1 && d > '1') d = '0' + d;
    input.value = d.length > 2 || (d.length === 2 && !deleting) ? d.slice(0, 2) + '/' + d.slice(2) : d;
    if (d.length < 4) {
      emit('key:' + d, { action: 'dateKeyPressed', error: '' }, force);
      return;
    }
    var mm = Number(d.slice(0, 2)),
      yy = 2000 + Number(d.slice(2));
    var now = new Date();
    var code = '';
    if (mm < 1 || mm > 12) code = 'cc.dat.911';
    else if (yy < now.getFullYear() || (yy === now.getFullYear() && mm < now.getMonth() + 1)) code = 'cc.dat.912';
    else if (yy > now.getFullYear() + 30) code = 'cc.dat.913';
    else if (s.minimumExpiryDate && /^\d{2}\/\d{2}$/.test(s.minimumExpiryDate)) {
      var minY = 2000 + Number(s.minimumExpiryDate.slice(3)),
        minM = Number(s.minimumExpiryDate.slice(0, 2));
      if (yy < minY || (yy === minY && mm < minM)) code = 'cc.dat.914';
    }
    if (code) {
      emit('err:' + d, { action: 'dateKeyPressed', error: code }, force);
      return;
    }
    var msg = {
      action: 'encryption',
      type: 'year',
      encryptedExpiryDate: [
        { encryptedFieldName: 'encryptedExpiryMonth', blob: encrypt(d.slice(0, 2)) },
        { encryptedFieldName: 'encryptedExpiryYear', blob: encrypt(String(yy)) },
      ],
    };
    if (s.exposeExpiryDate) msg.expiryDate = d.slice(0, 2) + '/' + d.slice(2);
    emit('enc:' + d, msg, force);
  }

  function evaluateMonthOrYear(force) {
    var isMonth = s.fieldType === 'encryptedExpiryMonth';
    var d = digitsOf(input.value, 2);
    input.value = d;
    var ok = d.length === 2 && (isMonth ? Number(d) >= 1 && Number(d) <= 12 : 2000 + Number(d) >= new Date().getFullYear());
    if (!ok) {
      emit('key:' + d, { action: isMonth ? 'monthKeyPressed' : 'yearKeyPressed', error: d.length === 2 ? (isMonth ? 'cc.dat.911' : 'cc.dat.912') : '' }, force);
      return;
    }
    var msg = { action: 'encryption' };
    msg[s.fieldType] = [{ encryptedFieldName: s.fieldType, blob: encrypt(isMonth ? d : String(2000 + Number(d))) }];
    emit('enc:' + d, msg, force);
  }

  function cvcLengths() {
    if (!isCard()) return [3, 4, 5, 6, 7, 8, 9, 10];
    var rule = ruleFor(s.cvcBrand);
    return rule ? rule.cvc : [3, 4];
  }
  function evaluateCvc(force) {
    var lengths = cvcLengths();
    var d = digitsOf(input.value, Math.max.apply(null, lengths));
    input.value = d;
    var optional = s.cvcPolicy === 'optional' || s.cvcPolicy === 'hidden';
    if (lengths.indexOf(d.length) !== -1) {
      emit('enc:' + d, { action: 'encryption', encryptedSecurityCode: [{ encryptedFieldName: 'encryptedSecurityCode', blob: encrypt(d) }] }, force);
    } else emit('key:' + d + (optional ? ':opt' : ''), { action: 'cvcKeyPressed', error: '' }, force);
  }

  function evaluate(force, deleting) {
    switch (s.fieldType) {
      case 'encryptedCardNumber':
        return evaluateNumber(force);
      case 'encryptedExpiryDate':
        return evaluateDate(force, deleting);
      case 'encryptedExpiryMonth':
      case 'encryptedExpiryYear':
        return evaluateMonthOrYear(force);
      case 'encryptedSecurityCode':
        return evaluateCvc(force);
      default:
        return undefined;
    }
  }

  /** On blur: the error for a field left unfinished, as [action, code], or null. */
  function blurError() {
    var d = input.value.replace(/\D/g, '');
    if (!d || !/^key:/.test(s.lastSignature)) return null;
    if (s.fieldType === 'encryptedCardNumber') {
      var rule = isCard() ? detect(d) : null;
      var lengths = s.panLength ? [s.panLength] : rule ? rule.lengths : [];
      if (isCard() && lengths.indexOf(d.length) !== -1 && s.enableLuhnCheck && !luhn(d)) return ['luhnCheck', 'cc.num.902'];
      return ['incomplete field', 'cc.num.901'];
    }
    if (s.fieldType === 'encryptedSecurityCode') return ['incomplete field', 'cc.cvc.921'];
    return ['incomplete field', 'cc.dat.911'];
  }

  function uuid() {
    if (window.crypto && typeof window.crypto.randomUUID === 'function') return window.crypto.randomUUID();
    return 'sim-' + Date.now().toString(36) + '-' + Math.random().toString(36).slice(2);
  }

  function applyStyles(styles) {
    var base = styles && styles.base;
    if (!base || typeof base !== 'object') return;
    ['color', 'fontSize', 'fontFamily', 'fontWeight', 'letterSpacing', 'lineHeight'].forEach(function (k) {
      if (typeof base[k] === 'string' || typeof base[k] === 'number') input.style[k] = String(base[k]);
    });
  }

  function configure(cfg) {
    s.configured = true;
    s.numKey = cfg.numKey;
    s.fieldType = String(cfg.fieldType);
    s.txVariant = cfg.txVariant || 'card';
    s.groups = Array.isArray(cfg.cardGroupTypes) ? cfg.cardGroupTypes : [];
    s.cvcPolicy = cfg.cvcPolicy || 'required';
    s.expiryDatePolicy = cfg.expiryDatePolicy || 'required';
    s.minimumExpiryDate = cfg.minimumExpiryDate || null;
    s.exposeExpiryDate = cfg.exposeExpiryDate === true;
    if (s.txVariant !== 'card' && s.txVariant !== 'giftcard') s.cvcBrand = s.txVariant;
    var ui = cfg.iframeUIConfig || {};
    var aria = (ui.ariaConfig && ui.ariaConfig[s.fieldType]) || {};
    var ph = ui.placeholders || {};
    if (ui.ariaConfig && ui.ariaConfig.lang) document.documentElement.lang = ui.ariaConfig.lang;
    if (aria.iframeTitle) document.title = aria.iframeTitle;
    input.setAttribute('aria-label', aria.label || s.fieldType);
    var placeholder = s.fieldType === 'encryptedSecurityCode' ? ph.encryptedSecurityCode3digits || ph.encryptedSecurityCode : ph[s.fieldType];
    if (placeholder) input.setAttribute('placeholder', placeholder);
    var ac = { encryptedCardNumber: 'cc-number', encryptedExpiryDate: 'cc-exp', encryptedExpiryMonth: 'cc-exp-month', encryptedExpiryYear: 'cc-exp-year', encryptedSecurityCode: 'cc-csc' };
    input.setAttribute('autocomplete', isCard() ? ac[s.fieldType] || 'off' : 'off');
    if (s.fieldType === 'encryptedSecurityCode' && cfg.maskSecurityCode) input.type = 'password';
    applyStyles(ui.sfStyles);
    input.disabled = false;
    post({ action: 'config' });
  }

  function onParentMessage(data) {
    if (data.destroy) {
      s.destroyed = true;
      return;
    }
    if (data.focus === true) {
      input.focus();
      return;
    }
    if (data.styleObject) applyStyles(data.styleObject);
    if (data.externalValidation) setError(data.code || 'invalid');
    if (data.unsupportedCard !== undefined) setError(data.unsupportedCard ? data.code : '');
    if (data.expiryDatePolicy) s.expiryDatePolicy = data.expiryDatePolicy;
    if (typeof data.autoComplete === 'string' && /Expiry/.test(s.fieldType)) {
      input.value = data.autoComplete;
      evaluate(true);
    }
    if (data.brand !== undefined && s.fieldType === 'encryptedSecurityCode') {
      s.cvcBrand = data.brand === 'card' ? null : data.brand;
      s.cvcPolicy = data.cvcPolicy || 'required';
      evaluateCvc(false);
    } else if (data.brand !== undefined && s.fieldType === 'encryptedCardNumber') {
      var before = detect(digitsOf(input.value, 19));
      if (data.brand === 'reset') {
        s.forcedBrand = null;
        s.panLength = null;
        s.enableLuhnCheck = true;
        s.lastBrand = '';
      } else {
        s.forcedBrand = data.brand;
        s.enableLuhnCheck = data.enableLuhnCheck !== false;
        s.panLength = data.panLength || null;
      }
      var unchanged = data.brand !== 'reset' && before && before.brand === data.brand && !s.panLength && s.enableLuhnCheck;
      if (!unchanged) evaluateNumber(false);
    }
  }

  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || event.origin !== CONF.parentOrigin || typeof event.data !== 'string') return;
    var data;
    try {
      data = JSON.parse(event.data);
    } catch {
      return;
    }
    if (!data || typeof data !== 'object') return;
    if (!s.configured) {
      if (data.numKey !== undefined && typeof data.fieldType === 'string') configure(data);
      return;
    }
    if (data.numKey !== s.numKey) return;
    onParentMessage(data);
  });

  input.addEventListener('input', function (e) {
    var deleting = e && typeof e.inputType === 'string' && e.inputType.indexOf('delete') === 0;
    evaluate(true, deleting);
  });
  input.addEventListener('focus', function () {
    post({ action: 'focus', focus: true, numChars: input.value.replace(/\D/g, '').length });
  });
  input.addEventListener('blur', function () {
    post({ action: 'focus', focus: false, numChars: input.value.replace(/\D/g, '').length });
    var err = blurError();
    if (err) {
      s.lastSignature = 'blur:' + input.value;
      setError(err[1]);
      post({ action: err[0], error: err[1] });
    }
  });
  input.addEventListener('keydown', function (e) {
    if (e.key === 'Enter') {
      e.preventDefault();
      post({ action: 'enterKeyPressed' });
    }
    if (e.key === 'Tab' && e.shiftKey) post({ action: 'shifttab' });
  });
})();
