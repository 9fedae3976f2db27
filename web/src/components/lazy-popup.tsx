import {
  cloneElement,
  type ComponentType,
  lazy,
  type MouseEvent,
  type ReactElement,
  Suspense,
  useState,
} from 'react';

/** The button that opens a dialog or menu (a `Button`, usually), drawn before its code is loaded. */
export type PopupTriggerElement = ReactElement<{
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-busy'?: boolean;
}>;

/** What the loaded dialog or menu is given: the same trigger, to render as its Radix trigger. */
export interface LoadedPopupProps {
  trigger: PopupTriggerElement;
  /** True when it is loaded by a press of the trigger: it opens straight away. */
  defaultOpen: boolean;
}

/**
 * A dialog or menu whose code (a form library, schemas, Radix Dialog or the menu's positioning) is
 * fetched on first use, so pages that only show its button do not load it up front. The button is
 * drawn at once (the same on the server and in the browser); pointing at it or focusing it starts
 * the fetch, and the first press renders the loaded dialog or menu open, with its own copy of the
 * button as its Radix trigger (which gets the focus back when it closes). While the code is still
 * on its way the button stays where it is, marked busy.
 */
export function lazyPopup<P extends object>(load: () => Promise<ComponentType<P & LoadedPopupProps>>) {
  let loading: Promise<{ default: ComponentType<P & LoadedPopupProps> }> | undefined;
  const fetchCode = () => {
    // A failed fetch (a dropped connection) is forgotten, so the press that follows tries again.
    loading ??= load().then(
      (Popup) => ({ default: Popup }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Popup = lazy(fetchCode);
  const prefetch = () => void fetchCode().catch(() => {});

  function LazyPopup(props: P & { trigger: PopupTriggerElement }) {
    const [used, setUsed] = useState(false);
    const { trigger } = props;
    if (!used) {
      return cloneElement(trigger, {
        onPointerEnter: prefetch,
        onFocus: prefetch,
        onClick: (event) => {
          trigger.props.onClick?.(event);
          setUsed(true);
        },
      });
    }
    return (
      <Suspense fallback={cloneElement(trigger, { 'aria-busy': true })}>
        <Popup {...props} defaultOpen />
      </Suspense>
    );
  }
  return LazyPopup;
}
