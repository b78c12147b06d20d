// CInterruptFlag — the shell's Ctrl-C flag, defined once in interrupt_flag.c.
//
// The flag must have exactly one definition in the process: the SIGINT handler sets it and the line
// reader reads it. A `static` variable in a header gives every translation unit (and every Swift module
// that imports the header) its own copy, so the handler and the reader can end up looking at different
// flags; in the release build Ctrl-C then ended the shell instead of cancelling the line.
#ifndef NAVIGATABLE_RIBS_INTERRUPT_FLAG_H
#define NAVIGATABLE_RIBS_INTERRUPT_FLAG_H

/// Makes Ctrl-C (SIGINT) set the flag instead of killing the process. No SA_RESTART, so a blocked
/// `readline` returns NULL with errno EINTR and the shell cancels the line. Returns sigaction's result.
int nrsh_install_interrupt_flag(void);

/// Whether Ctrl-C was pressed since the last call; clears the flag.
int nrsh_take_interrupt(void);

#endif
