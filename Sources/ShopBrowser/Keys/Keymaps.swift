/// The browser's keymaps, one per mode (``KeyMode``) and one for the keys of every mode
/// (``screen``): the only place a key is bound. Input dispatches through them, and the help
/// overlay and the status line's hints are drawn from them.
package enum Keymaps {}
