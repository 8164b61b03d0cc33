import { css } from 'lit';

/**
 * Form layout shared by every editor element (fields, fieldsets, buttons), in the game's look: its
 * buttons (ink on paper, 44 px targets; a `.primary` one paper on ink, as the game's main actions),
 * its fields and selects, themed by the same tokens. The button and field rules are `:where()`, of
 * no weight, so an element's own rules (a map cell drawn as a button, a list of links) still win.
 */
export const formStyles = css`
  :host {
    display: block;
    font-family: var(--_font);
    color: var(--_ink);
  }
  fieldset {
    border: 1px solid var(--_grid-line);
    border-radius: var(--_radius);
    margin: 0.4rem 0;
    padding: 0.4rem 0.6rem;
  }
  legend {
    font-weight: 600;
  }
  .field {
    display: inline-flex;
    flex-direction: column;
    gap: 0.15rem;
    margin: 0.2rem 0.6rem 0.2rem 0;
    vertical-align: top;
  }
  .field.number input {
    width: 5rem;
  }
  .check {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    margin-right: 0.6rem;
  }
  .choices {
    display: inline-block;
  }
  textarea {
    min-width: 18rem;
    min-height: 3.5rem;
    font: inherit;
  }
  input,
  select,
  textarea,
  button {
    font: inherit;
  }
  :where(button) {
    min-height: 2.75rem;
    padding: 0.35rem 0.9rem;
    border: 2px solid var(--_ink);
    border-radius: var(--_radius);
    background: var(--_paper);
    color: var(--_ink);
    cursor: pointer;
    touch-action: manipulation;
  }
  :where(button.primary) {
    background: var(--_ink);
    color: var(--_paper);
    font-weight: 600;
  }
  :where(button:disabled) {
    opacity: 0.55;
    cursor: default;
  }
  :where(select, input:not([type='checkbox'], [type='radio'], [type='range'], [type='file']), textarea) {
    min-height: 2.25rem;
    box-sizing: border-box;
    padding: 0.3rem 0.4rem;
    border: 1px solid var(--_ink);
    border-radius: var(--_radius);
    background: var(--_empty);
    color: var(--_ink);
  }
  :where(input[type='checkbox'], input[type='radio']) {
    accent-color: var(--_ink);
    width: 1.1rem;
    height: 1.1rem;
  }
  :focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 1px;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 0.3rem;
  }
  .error {
    color: var(--_village);
  }
  @media (forced-colors: active) {
    fieldset {
      border-color: CanvasText;
    }
    :where(button) {
      border-color: ButtonText;
    }
  }
`;
