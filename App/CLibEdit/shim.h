// CLibEdit — libedit's readline-compatible API for the navigatable-ribs shell.
//
// Swift 6 refuses to assign C globals (shared mutable state), and cannot call variadic C functions
// (el_set, history). These small inline functions are the only places the shell touches libedit's
// globals; every one is called on the main thread, which also runs readline and its callbacks.
// Nothing here may hold state: a `static` variable in this header would exist once per importer
// (the Ctrl-C flag lives in CInterruptFlag, a C target, for that reason).
#ifndef NAVIGATABLE_RIBS_CLIBEDIT_SHIM_H
#define NAVIGATABLE_RIBS_CLIBEDIT_SHIM_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <editline/readline.h>

/// Installs the completion callback and turns off libedit's file-name fallback.
static inline void nrsh_set_completion_function(rl_completion_func_t *function) {
  rl_attempted_completion_function = function;
}

/// Tells readline that the matches just returned are final (no file-name completion).
static inline void nrsh_set_completion_over(int over) {
  rl_attempted_completion_over = over;
}

/// The character appended after a unique completion (0 for none).
static inline void nrsh_set_completion_append_character(int character) {
  rl_completion_append_character = character;
}

/// Words break on blanks only, so a quoted argument is completed as one word.
static inline void nrsh_set_word_break_characters_to_blanks(void) {
  rl_basic_word_break_characters = " \t\n";
}

/// The name users match in `~/.editrc` (`acme:bind ...`): the shell's program name. `name` must live as long
/// as libedit may read it (the caller keeps it for the process's life).
static inline void nrsh_set_readline_name(const char *name) {
  rl_readline_name = name;
}

/// The line being edited (valid inside the completion callback).
static inline const char *nrsh_line_buffer(void) {
  return rl_line_buffer;
}

#endif
