// The stylesheet build.ts makes from the .astro files' <style> blocks.
declare module 'virtual:astro-styles.css';
