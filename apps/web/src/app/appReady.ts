/**
 * What a prerendered page's starter script waits for: buttons pressed before it are pressed again. The app
 * sends it once it has taken the page over, a static page's islands script once it answers presses.
 */
export const APP_READY_EVENT = 'quizcoop:ready';
