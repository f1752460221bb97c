declare namespace App {
  interface Locals {
    /**
     * The process's runtime (configuration, database, kept reads and pages), set by the first
     * middleware for every page: pages and layouts read it here rather than reach for a global.
     */
    runtime: import('./server/runtime').Runtime;
    /**
     * A page the page cache will keep, as rendered: set beneath the error reporter, which adds
     * its trace tags to the HTML it passes on (tags of one visitor's request, not to be kept).
     */
    renderedPage?: string;
    /** Set by the page cache when it will keep what this request renders. */
    keepsRender?: boolean;
  }
}
