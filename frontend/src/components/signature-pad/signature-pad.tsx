import {
  Button,
  Field,
  FieldContextProvider,
  Input,
  Label,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import SignatureCanvas from 'react-signature-canvas';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useFormFieldStyles } from '../form-fields/field-styles.ts';
import { useFormField } from '../form-fields/form-field.tsx';
import { useVisuallyHiddenStyles } from '../visually-hidden/visually-hidden.ts';
import { canvasPixelRatio, fitCanvasToDisplay } from './fit-canvas.ts';
import { signaturePadEn } from './i18n/signature-pad-en.ts';
import {
  drawTypedSignature,
  SIGNATURE_HEIGHT,
  SIGNATURE_PEN_COLOR,
  SIGNATURE_WIDTH,
  signatureDataUrl,
  typedSignatureDataUrl,
} from './signature-image.ts';
import { measureDataUrlInk } from './signature-ink.ts';

registerMessages('signaturePad', signaturePadEn, {
  es: () => import('./i18n/signature-pad-es.ts').then((module) => module.signaturePadEs),
});

const RESIZE_SETTLE_MS = 100;
/** Room for a first, middle and last name; the drawing shrinks a long one to fit. */
const TYPED_NAME_MAX_LENGTH = 100;

const useStyles = makeStyles({
  pad: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXS,
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 'none',
  },
  canvas: {
    display: 'block',
    boxSizing: 'content-box',
    width: '100%',
    maxWidth: `${SIGNATURE_WIDTH}px`,
    aspectRatio: `${SIGNATURE_WIDTH} / ${SIGNATURE_HEIGHT}`,
    height: 'auto',
    backgroundColor: '#ffffff',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    // The finger draws instead of scrolling or zooming the page.
    touchAction: 'none',
    cursor: 'crosshair',
  },
  canvasTyped: { cursor: 'default' },
  typed: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    width: '100%',
    maxWidth: `${SIGNATURE_WIDTH}px`,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  // A finger's tap target (WCAG 2.5.5): at least 44 by 44 CSS pixels beside the pad.
  action: { minHeight: '44px', minWidth: '44px' },
});

type Mode = 'draw' | 'type';

export interface SignaturePadProps {
  /** A text field of the form holding the PNG data URL, '' when unsigned. */
  name: string;
  /** 'Student signature'. */
  label: string;
  required?: boolean;
  className?: string;
}

/**
 * A signature bound to the form by name, drawn with a finger or the mouse, or typed: the typed name is
 * written in a handwriting-like face onto the same 300 by 100 canvas, so either way the field holds
 * the same kind of PNG data URL. Each mode keeps its own signature (switching back restores it);
 * 'Clear' empties both. The picture is re-drawn from the value after a resize or rotation and when the
 * step comes back, so it is never lost while the value holds it.
 */
export function SignaturePad({ name, label, required = false, className }: SignaturePadProps) {
  const { t } = useTranslation('signaturePad');
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  const fieldStyles = useFormFieldStyles();
  const { field, message } = useFormField(name);
  const padRef = useRef<SignatureCanvas>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const typedInputRef = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const typedInputId = useId();
  const [mode, setMode] = useState<Mode>('draw');
  const [typedName, setTypedName] = useState('');
  const typing = mode === 'type';
  const typingRef = useRef(typing);
  typingRef.current = typing;
  // Set when the person opens typing, so the name input takes the focus once it is there.
  const focusTypedInputRef = useRef(false);
  const value = typeof field.value === 'string' ? field.value : '';
  const valueRef = useRef(value);
  valueRef.current = value;
  // The value as this pad last drew or stored it; null until the first draw.
  const shownRef = useRef<string | null>(null);
  // The drawn signature, kept while the person types instead, restored when they draw again.
  const drawnRef = useRef(value);
  const { onChange, ref: registerFocusTarget } = field;

  const redraw = useCallback((dataUrl: string) => {
    const pad = padRef.current;
    if (!pad) return;
    pad.clear();
    if (dataUrl !== '') {
      const canvas = pad.getCanvas();
      const ratio = canvasPixelRatio();
      pad.fromDataURL(dataUrl, { ratio, width: canvas.width / ratio, height: canvas.height / ratio });
    }
    shownRef.current = dataUrl;
  }, []);

  // Sized in the commit that shows the canvas, before the first paint: a passive effect can run after a
  // stroke has begun (a busy phone, a fast finger), and resizing wipes the canvas.
  useLayoutEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    const canvas = pad.getCanvas();
    // What this pad last drew or stored comes first: a stroke just ended is stored in `shownRef` at
    // once, while the value (and so `valueRef`) only has it after the re-render it causes.
    const shown = () => shownRef.current ?? valueRef.current;
    const refit = () => {
      if (fitCanvasToDisplay(canvas)) redraw(shown());
    };
    // A rotation fires several events while the layout settles; one re-draw once it has settled
    // (an earlier re-draw's image could land after a later one, at the old size).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(refit, RESIZE_SETTLE_MS);
    };
    // This runs when the pad mounts and again when a Suspense fallback that hid it goes away; both
    // times react-signature-canvas has just made a new pad and blanked the canvas (its componentDidMount),
    // so the signature is drawn back whether or not the size changed.
    fitCanvasToDisplay(canvas);
    redraw(shown());
    // Its new pad takes strokes again: not over a typed name.
    if (typingRef.current) pad.off();
    window.addEventListener('resize', onResize);
    window.addEventListener('orientationchange', onResize);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(onResize) : null;
    observer?.observe(canvas);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('orientationchange', onResize);
      observer?.disconnect();
    };
  }, [redraw]);

  // A focus request for this field (react-hook-form's setFocus) goes where a keyboard can sign:
  // the name input while typing, else the 'Type your signature instead' button.
  useEffect(() => {
    registerFocusTarget({
      focus: () => (typingRef.current ? typedInputRef.current : toggleRef.current)?.focus(),
    });
  }, [registerFocusTarget]);

  // A value set from outside (the step coming back, a reset) is drawn, as a drawn signature; after the
  // sizing above, so a mount draws once.
  useEffect(() => {
    if (value === shownRef.current) return;
    drawnRef.current = value;
    setTypedName('');
    setMode('draw');
    redraw(value);
    // Its ink is measured too, so the form's check knows a too-small signature kept in a draft.
    void measureDataUrlInk(value);
  }, [value, redraw]);

  // While typing, the canvas only shows the typed name: a stray touch must not scribble over it.
  useEffect(() => {
    if (!typing) return;
    padRef.current?.off();
    if (focusTypedInputRef.current) {
      focusTypedInputRef.current = false;
      typedInputRef.current?.focus();
    }
    return () => padRef.current?.on();
  }, [typing]);

  const show = (dataUrl: string) => {
    shownRef.current = dataUrl;
    onChange(dataUrl);
  };

  const storeDrawing = () => {
    const pad = padRef.current;
    if (!pad) return;
    const dataUrl = signatureDataUrl(pad.getCanvas());
    drawnRef.current = dataUrl;
    show(dataUrl);
  };

  const writeTypedName = (typed: string) => {
    const pad = padRef.current;
    if (!pad) return;
    pad.clear();
    const canvas = pad.getCanvas();
    const context = canvas.getContext('2d');
    const ratio = canvasPixelRatio();
    // The canvas is scaled to CSS pixels (fit-canvas), so the name is drawn sharp at the pad's size;
    // the stored PNG is drawn apart at 300 by 100.
    if (context) drawTypedSignature(context, typed, canvas.width / ratio, canvas.height / ratio);
    show(typedSignatureDataUrl(typed));
  };

  const onTypedNameChange = (typed: string) => {
    setTypedName(typed);
    writeTypedName(typed);
  };

  const switchMode = () => {
    if (typing) {
      setMode('draw');
      redraw(drawnRef.current);
      show(drawnRef.current);
      return;
    }
    focusTypedInputRef.current = true;
    setMode('type');
    writeTypedName(typedName);
  };

  const clear = () => {
    padRef.current?.clear();
    drawnRef.current = '';
    setTypedName('');
    show('');
  };

  const status = value === '' ? 'empty' : typing ? 'typed' : 'drawn';

  return (
    <Field
      className={mergeClasses(fieldStyles.field, className)}
      label={label}
      required={required}
      validationState={message ? 'error' : 'none'}
      validationMessage={message}
    >
      {(controlProps) => {
        const labelId = controlProps['aria-labelledby'];
        return (
          // The Field's label, error and invalid state go on the group; the wizard's focus-first-invalid
          // lands on the group's first focusable control: the name input while typing, else the toggle.
          <fieldset
            aria-labelledby={labelId}
            aria-describedby={controlProps['aria-describedby']}
            aria-invalid={controlProps['aria-invalid']}
            className={styles.pad}
          >
            {/* The canvas is for a finger or a mouse only, so it is not a tab stop (a focusable picture
                that ignores every key is a dead end). The keyboard and screen-reader path is the
                'Type your signature instead' button right after it; the status says what is signed. */}
            <SignatureCanvas
              ref={padRef}
              penColor={SIGNATURE_PEN_COLOR}
              clearOnResize={false}
              onEnd={storeDrawing}
              canvasProps={{
                role: 'img',
                'aria-label': typing ? t('typedPreview') : t('instructions'),
                'aria-describedby': statusId,
                className: mergeClasses(
                  styles.canvas,
                  typing && styles.canvasTyped,
                  message ? fieldStyles.invalid : undefined,
                ),
              }}
            />
            <span id={statusId} role="status" className={hidden.root}>
              {t(`status.${status}`)}
            </span>
            {typing && (
              // Out of the pad's Field: the input has its own label, and is not the required control.
              <FieldContextProvider value={undefined}>
                <div className={styles.typed}>
                  <Label htmlFor={typedInputId}>{t('typedName')}</Label>
                  <Input
                    id={typedInputId}
                    ref={typedInputRef}
                    value={typedName}
                    onChange={(_event, data) => onTypedNameChange(data.value)}
                    maxLength={TYPED_NAME_MAX_LENGTH}
                    autoComplete="off"
                    spellCheck={false}
                    aria-describedby={labelId}
                  />
                </div>
              </FieldContextProvider>
            )}
            <div className={styles.actions}>
              <Button
                ref={toggleRef}
                type="button"
                className={styles.action}
                onClick={switchMode}
                aria-describedby={labelId}
              >
                {typing ? t('drawInstead') : t('typeInstead')}
              </Button>
              <Button
                type="button"
                className={styles.action}
                onClick={clear}
                aria-label={t('clearLabel', { label: label.toLowerCase() })}
              >
                {t('clear')}
              </Button>
            </div>
          </fieldset>
        );
      }}
    </Field>
  );
}
