import { Button, Field, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import SignatureCanvas from 'react-signature-canvas';
import { registerMessages } from '../../i18n/i18n.ts';
import { useFormFieldStyles } from '../form-fields/field-styles.ts';
import { useFormField } from '../form-fields/form-field.tsx';
import { canvasPixelRatio, fitCanvasToDisplay } from './fit-canvas.ts';
import { signaturePadEn } from './i18n/signature-pad-en.ts';

registerMessages('signaturePad', signaturePadEn);

/** The spec's pad: 300 by 100 CSS px (narrower screens keep the 3:1 shape), black pen. */
export const SIGNATURE_WIDTH = 300;
export const SIGNATURE_HEIGHT = 100;
export const SIGNATURE_PEN_COLOR = 'black';
const RESIZE_SETTLE_MS = 100;

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
    ':focus-visible': {
      outline: `2px solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
});

/**
 * The drawing as a 300 by 100 PNG, whatever the screen's pixel ratio or the pad's width: the signed
 * agreement scales each image by half at fixed places, so a 3x phone's 900 by 300 backing store would
 * land over the other signature.
 */
export function signatureDataUrl(canvas: HTMLCanvasElement): string {
  if (canvas.width === SIGNATURE_WIDTH && canvas.height === SIGNATURE_HEIGHT)
    return canvas.toDataURL('image/png');
  const output = document.createElement('canvas');
  output.width = SIGNATURE_WIDTH;
  output.height = SIGNATURE_HEIGHT;
  output.getContext('2d')?.drawImage(canvas, 0, 0, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
  return output.toDataURL('image/png');
}

export interface SignaturePadProps {
  /** A text field of the form holding the PNG data URL, '' when unsigned. */
  name: string;
  /** 'Student signature'. */
  label: string;
  required?: boolean;
  className?: string;
}

/**
 * A drawn signature bound to the form by name. Each finished stroke stores the canvas as a PNG data
 * URL; 'Clear' empties it. The drawing is re-drawn from the value after a resize or rotation and
 * when the step comes back, so it is never lost while the value holds it.
 */
export function SignaturePad({ name, label, required = false, className }: SignaturePadProps) {
  const { t } = useTranslation('signaturePad');
  const styles = useStyles();
  const fieldStyles = useFormFieldStyles();
  const { field, message } = useFormField(name);
  const padRef = useRef<SignatureCanvas>(null);
  const value = typeof field.value === 'string' ? field.value : '';
  const valueRef = useRef(value);
  valueRef.current = value;
  // The value as this pad last drew or stored it; null until the first draw.
  const shownRef = useRef<string | null>(null);
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

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    const canvas = pad.getCanvas();
    registerFocusTarget(canvas);
    const refit = () => {
      if (fitCanvasToDisplay(canvas)) redraw(valueRef.current);
    };
    // A rotation fires several events while the layout settles; one re-draw once it has settled
    // (an earlier re-draw's image could land after a later one, at the old size).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(refit, RESIZE_SETTLE_MS);
    };
    refit();
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
  }, [redraw, registerFocusTarget]);

  // A value set from outside (the step coming back, a reset) is drawn; after the sizing above, so a
  // mount draws once.
  useEffect(() => {
    if (value !== shownRef.current) redraw(value);
  }, [value, redraw]);

  const store = () => {
    const pad = padRef.current;
    if (!pad) return;
    const dataUrl = signatureDataUrl(pad.getCanvas());
    shownRef.current = dataUrl;
    onChange(dataUrl);
  };

  const clear = () => {
    padRef.current?.clear();
    shownRef.current = '';
    onChange('');
  };

  return (
    <Field
      className={mergeClasses(fieldStyles.field, className)}
      label={label}
      required={required}
      validationState={message ? 'error' : 'none'}
      validationMessage={message}
    >
      {(controlProps) => (
        // The Field's label, error and invalid state go on the group; the canvas inside is focusable
        // so the wizard's focus-first-invalid lands on the pad itself.
        <fieldset
          aria-labelledby={controlProps['aria-labelledby']}
          aria-describedby={controlProps['aria-describedby']}
          aria-invalid={controlProps['aria-invalid']}
          className={styles.pad}
        >
          <SignatureCanvas
            ref={padRef}
            penColor={SIGNATURE_PEN_COLOR}
            clearOnResize={false}
            onEnd={store}
            canvasProps={{
              role: 'img',
              tabIndex: 0,
              'aria-label': t('instructions'),
              className: mergeClasses(styles.canvas, message ? fieldStyles.invalid : undefined),
            }}
          />
          <Button
            type="button"
            size="small"
            onClick={clear}
            aria-label={t('clearLabel', { label: label.toLowerCase() })}
          >
            {t('clear')}
          </Button>
        </fieldset>
      )}
    </Field>
  );
}
