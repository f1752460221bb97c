declare namespace App {
  interface Locals {
    /**
     * The process's runtime (configuration, database, kept reads and pages), set by the first
     * middleware for every page: pages and layouts read it here rather than reach for a global.
     */
    runtime: import('./server/runtime').Runtime;
  }
}
