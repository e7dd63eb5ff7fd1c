//! The `tictactoe` binary as a script runs it: the terminal game in lines, the window's
//! start with no display, and host and join as two processes. One binary for all, as
//! each file in tests/ is a binary of its own.

mod arena;
mod online;
mod terminal;
