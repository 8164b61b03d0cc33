import { css } from 'lit';

export const sharedPackStyles = css`
  :host {
    display: block;
    padding: 0.8rem;
    background: var(--_paper);
    border-radius: var(--_radius);
  }
  h2 {
    font-family: var(--_title-font);
    margin: 0 0 0.4rem;
  }
  .cards {
    display: grid;
    gap: 1rem;
    padding: 0;
    margin: 0.8rem 0 0;
    list-style: none;
  }
  .card {
    display: grid;
    grid-template-columns: minmax(0, 18rem) minmax(0, 1fr);
    gap: 1rem;
    align-items: start;
    padding: 0.8rem;
    border: 2px solid var(--_grid-line);
    border-radius: var(--_radius);
    background: var(--_page);
  }
  .card img {
    width: 100%;
    height: auto;
    display: block;
  }
  .card h3 {
    margin: 0 0 0.3rem;
    font-family: var(--_title-font);
    font-size: 1.25rem;
  }
  .card p {
    margin: 0.3rem 0;
    line-height: 1.4;
  }
  .kind {
    font-size: 0.95em;
  }
  .text {
    font-size: 1.1em;
  }
  .buttons,
  .ask {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  .ask {
    margin: 0.6rem 0;
    padding: 0.6rem;
    border-left: 4px solid var(--_focus);
    background: var(--_page);
  }
  .ask p {
    flex: 1 1 100%;
    margin: 0;
  }
  details {
    margin-top: 0.5rem;
  }
  /* A disclosure with its marker, 44 px tall to tap. */
  summary {
    cursor: pointer;
    padding: 0.6rem 0;
    font-weight: 600;
  }
  @media (max-width: 45rem) {
    .card {
      grid-template-columns: 1fr;
    }
    .card img {
      max-width: 20rem;
      margin: 0 auto;
    }
  }
`;
