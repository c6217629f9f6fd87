#pragma once
// Steps of a scripted scene in the headless host, for the host's Catch2 tests: a script line run
// and required to succeed (its failure shows the engine's whole log).
#include "core/headless_engine.hpp"
#include "runner/script.hpp"

#include <catch2/catch.hpp>

#include <string>

namespace rusteal::test {

// Every line the engine has logged so far, one per line.
inline std::string all_log(const headless::HeadlessEngine& e) {
    std::string s;
    for (const auto& l : e.log_lines()) s += l.text + "\n";
    return s;
}

// Runs one script line; a failure stops the test with the line and the log. Returns its output.
inline std::string run(headless::HeadlessEngine& e, headless::ScriptRunner& r, const std::string& line) {
    const auto result = r.run(line);
    INFO(line << "\n" << all_log(e));
    REQUIRE(result.ok);
    return result.output;
}

} // namespace rusteal::test
