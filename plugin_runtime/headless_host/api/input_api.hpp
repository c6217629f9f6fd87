#pragma once
// The input sub-table of the headless host's API table: Enhanced Input bindings (`bind_action`:
// an actor's function bound to an input action and a trigger event), run by the script command
// `input <action> <event> [x [y [z]]]` with the action's value, as the Enhanced Input component
// runs them when a player presses a key. Every actor takes input here (no input component to
// enable).
#include "RustealApiTable.h"

namespace rusteal::headless {

const FRustealInputApi& input_api();

} // namespace rusteal::headless
