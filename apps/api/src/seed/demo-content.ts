// Its own file, free of Nest, so that browser tests can read what the demo shows.
/** The pilot's course content, for its enrolled people and for anyone with the password (README). */
export const DEMO_CONTENT = {
  files: [
    { name: 'Week 1: Model fitting (slides)', url: 'https://example.org/pilot/week-1-model-fitting.pdf' },
    { name: 'Week 2: Linear systems (notebook)', url: 'https://example.org/pilot/week-2-linear-systems.ipynb' },
  ],
  password: 'demo-content-2026',
};
