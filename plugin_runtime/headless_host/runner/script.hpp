#pragma once
// The rusteal-host command language, one command per line (scripts, stdin, tests):
//
//   spawn <Class> [<name>]             call <obj> <Function> [args...]
//   get <obj> <Property>               set <obj> <Property> <value>
//   tick [<frames> [<seconds>]]        console <command or variable> [args...]
//   reload [<library>]                 destroy <obj>
//   overlap <actor> <actor>            end-overlap <actor> <actor>   (both told, as Unreal does)
//   damage <actor> <amount> [<causer>] (ReceiveAnyDamage, OnTakeAnyDamage)
//   input <action> <event> [x [y [z]]] (runs the Enhanced Input bindings of the action's event)
//   cursor <x> <y> <z> | cursor none   (what the mouse cursor and a finger are over)
//   location <obj>   rotation <obj>    movement-input <pawn>   (its place; the way it faces; its input this frame and last)
//   sweep <x y z> <nx ny nz> | sweep none  (what a sweep hits: a surface there, facing the normal)
//   walk-off <character> <drop>        (it falls towards a floor that far below)
//   load <name> <file> [<package>] [<RustealFuncIds.h>]
//   libraries                          coverage [<library>]  (the engine functions it models)
//   expect <command> == <text>         expect <command> ~= <text>   (output equals / contains)
//   expect-fail <command> [~= <text>]  expect-log <text>            (a log line since the last)
//   wait-reload [<count> [<seconds>]]  (attached: until the daemon's reload requests were handled)
//   # comment
//
// A command that fails prints its reason and the run goes on; a failed expect stops a script
// with "<file>:<line>: ..." (rusteal-host then exits 1).
#include "core/headless_engine.hpp"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace rusteal::headless {

struct CommandResult {
    bool ok = true;
    std::string output;
    bool expectation_failed = false;
};

class ScriptRunner {
public:
    explicit ScriptRunner(HeadlessEngine& engine) : engine_(engine) {}
    // For wait-reload: `frame` runs one frame (link poll + tick); `reloads` counts the reload
    // requests handled so far.
    void set_frame_pump(std::function<void()> frame, std::function<unsigned()> reloads) {
        frame_ = std::move(frame);
        reloads_ = std::move(reloads);
    }
    CommandResult run(std::string_view line);
    // Runs every line; false at the first failed expectation, with `error` naming file:line.
    bool run_file(const std::string& path, std::string& error, const std::function<void(const std::string&)>& echo);

private:
    CommandResult command(const std::vector<std::string>& words, std::string_view rest_after_verb);
    HeadlessEngine& engine_;
    std::size_t log_seen_ = 0;
    std::function<void()> frame_;
    std::function<unsigned()> reloads_;
    unsigned reloads_waited_ = 0;
};

// Splits on spaces, keeping "quoted text" as one word (quotes kept).
std::vector<std::string> split_words(std::string_view line);
std::string describe(const host::LoadReport& report);

} // namespace rusteal::headless
