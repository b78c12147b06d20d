// CPseudoTerminal — test support: starts a program on a new pseudo-terminal, as a terminal emulator does.
#ifndef NAVIGATABLE_RIBS_PSEUDO_TERMINAL_H
#define NAVIGATABLE_RIBS_PSEUDO_TERMINAL_H

#include <sys/types.h>

/// Starts `path` with `argv` and `envp` (NULL-terminated) in a new session whose controlling terminal is
/// a new pseudo-terminal of `rows` x `columns`; stores the terminal's master side in `*master`.
/// Ctrl-C written to the master reaches the program as SIGINT, as from a real terminal.
/// Returns the child's pid, or -1 with errno set.
///
/// In C because the child may only call async-signal-safe functions between fork and exec (the test
/// process has many threads); here it calls nothing but execve and _exit.
pid_t nrpty_spawn(const char *path, char *const argv[], char *const envp[], unsigned short rows,
                  unsigned short columns, int *master);

#endif
