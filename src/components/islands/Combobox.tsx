import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { comboboxKeyAction } from "../../lib/ui/combobox-keys.ts";

/**
 * Closing on blur waits for the click that caused the blur: the toggle button must read the list as still open to
 * close it rather than reopen it, and its refocusing the input cancels the close.
 */
const BLUR_CLOSE_MS = 150;

/** Attributes the combobox sets itself; everything else passes through to the text input. */
type OwnInputProps =
  | "id"
  | "type"
  | "value"
  | "role"
  | "autoComplete"
  | "children"
  | "onChange"
  | "onKeyDown"
  | "onBlur"
  | "aria-autocomplete"
  | "aria-expanded"
  | "aria-controls"
  | "aria-activedescendant";

export interface ComboboxProps<T> extends Omit<ComponentPropsWithoutRef<"input">, OwnInputProps> {
  /** The text input's id, for its <label>. */
  readonly id: string;
  readonly value: string;
  /** The user typed. The list has been asked to open just before. */
  readonly onValueChange: (text: string) => void;
  /**
   * The options for the current text. Pass them while the list is closed too: they are what the arrow keys open onto,
   * so a list that should open on ArrowDown with nothing typed passes all its options.
   */
  readonly items: readonly T[];
  readonly open: boolean;
  /** Asked to open (typing, arrow keys, the toggle) or close (Escape, a pick, blur, the toggle). */
  readonly onOpenChange: (open: boolean) => void;
  /** An option was chosen; the list closes by itself. */
  readonly onPick: (item: T) => void;
  readonly itemKey: (item: T) => string;
  readonly renderItem: (item: T) => ReactNode;
  /** Accessible name of the listbox. */
  readonly listLabel: string;
  /** The listbox id; option ids are `${listId}-${index}`. Generated when not given. */
  readonly listId?: string | undefined;
  /** The current value, marked selected while no option is active so the list opens showing it. */
  readonly isCurrent?: ((item: T) => boolean) | undefined;
  /** Shown as a non-option row when the open list has no options; without it an empty list stays hidden. */
  readonly emptyText?: string | undefined;
  /** See ComboboxKeyState.freeText: Enter with nothing active submits the form instead of staying in the box. */
  readonly freeText?: boolean | undefined;
  /** Accessible name of a button that opens and closes the list; no button without it. */
  readonly toggleLabel?: string | undefined;
  /** False renders only the plain input (before hydration), so the server HTML works as an ordinary form field. */
  readonly enabled?: boolean | undefined;
  readonly inputRef?: RefObject<HTMLInputElement | null> | undefined;
}

/**
 * An editable combobox with a listbox popup, after the WAI-ARIA APG pattern: focus stays in the input and the active
 * option is announced through aria-activedescendant. Render it inside a positioned wrapper: the popup is placed
 * against it.
 */
export default function Combobox<T>({
  id,
  value,
  onValueChange,
  items,
  open,
  onOpenChange,
  onPick,
  itemKey,
  renderItem,
  listLabel,
  listId: givenListId,
  isCurrent,
  emptyText,
  freeText = false,
  toggleLabel,
  enabled = true,
  inputRef,
  onFocus,
  ...inputProps
}: ComboboxProps<T>) {
  const generatedId = useId();
  const listId = givenListId ?? `${generatedId}-listbox`;
  const ownRef = useRef<HTMLInputElement>(null);
  const ref = inputRef ?? ownRef;
  const [active, setActive] = useState(-1);
  // The parent owns `open`; however the list closes, it must reopen with nothing active.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setActive(-1);
  }

  const blurTimer = useRef<number | undefined>(undefined);
  // The blur timer fires after later renders; it must close through the current callback, not the one it was set in.
  const latestOnOpenChange = useRef(onOpenChange);
  useEffect(() => {
    latestOnOpenChange.current = onOpenChange;
  });
  useEffect(() => () => window.clearTimeout(blurTimer.current), []);

  const shown = enabled && open ? items : [];
  const visible = shown.length > 0 || (enabled && open && emptyText !== undefined);
  const activeId = active >= 0 && active < shown.length ? `${listId}-${active}` : undefined;

  useEffect(() => {
    // The list scrolls; without this the keyboard walks the active option out of sight.
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  const pick = (item: T) => {
    onPick(item);
    onOpenChange(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!enabled) return;
    const action = comboboxKeyAction(event.key, { open, active, count: items.length, freeText });
    if (!action) return;
    event.preventDefault();
    if (action.type === "move") {
      setActive(action.index);
      if (!open) onOpenChange(true);
    } else if (action.type === "pick") {
      const item = items[action.index];
      if (item !== undefined) pick(item);
    } else if (action.type === "close") {
      onOpenChange(false);
    }
  };

  return (
    <>
      <input
        {...inputProps}
        ref={ref}
        id={id}
        type="text"
        autoComplete="off"
        value={value}
        role={enabled ? "combobox" : undefined}
        aria-autocomplete={enabled ? "list" : undefined}
        aria-expanded={enabled ? visible : undefined}
        aria-controls={enabled ? listId : undefined}
        aria-activedescendant={activeId}
        onFocus={(event) => {
          window.clearTimeout(blurTimer.current);
          onFocus?.(event);
        }}
        onChange={(event) => {
          setActive(-1);
          onOpenChange(true);
          onValueChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          window.clearTimeout(blurTimer.current);
          blurTimer.current = window.setTimeout(() => latestOnOpenChange.current(false), BLUR_CLOSE_MS);
        }}
      />
      {enabled && toggleLabel !== undefined ? (
        <button
          type="button"
          className="combo-toggle"
          // Out of the tab order: the input already opens the list from the keyboard.
          tabIndex={-1}
          aria-label={toggleLabel}
          aria-controls={listId}
          aria-expanded={visible}
          onClick={() => {
            onOpenChange(!open);
            ref.current?.focus();
          }}
        >
          ▾
        </button>
      ) : null}
      {enabled ? (
        <ul id={listId} role="listbox" aria-label={listLabel} className="options" hidden={!visible}>
          {open && items.length === 0 && emptyText !== undefined ? (
            <li className="empty" role="presentation">
              {emptyText}
            </li>
          ) : null}
          {shown.map((item, i) => (
            <li
              key={itemKey(item)}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active || (active < 0 && isCurrent !== undefined && isCurrent(item))}
              onMouseDown={(event) => {
                // Keeps focus in the input, so the pick is not preceded by a blur.
                event.preventDefault();
                pick(item);
              }}
            >
              {renderItem(item)}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
