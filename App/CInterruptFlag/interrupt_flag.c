// The one definition of the shell's Ctrl-C flag (see include/interrupt_flag.h).
#include "interrupt_flag.h"

#include <signal.h>
#include <string.h>

/// Set by the SIGINT handler, read and cleared by `nrsh_take_interrupt`.
static volatile sig_atomic_t nrsh_interrupted = 0;

/// The SIGINT handler: only sets the flag (async-signal-safe).
static void nrsh_on_interrupt(int signal_number) {
  (void)signal_number;
  nrsh_interrupted = 1;
}

int nrsh_install_interrupt_flag(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = nrsh_on_interrupt;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  return sigaction(SIGINT, &action, NULL);
}

int nrsh_take_interrupt(void) {
  int was_interrupted = nrsh_interrupted;
  nrsh_interrupted = 0;
  return was_interrupted;
}
