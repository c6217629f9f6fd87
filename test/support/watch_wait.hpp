#pragma once
// Waiting, in a test, for a watch's build to finish: the watch's state (`watch/status`'s first
// watch) once the build of its `changes`-th change is done, or the last state read after `limit`.
//
// A change and its build's submission happen together in the daemon, and a build's result is
// recorded before the job leaves the job list. So a status read after an empty job list, with the
// same change count as one read before it, holds the result of every build up to that change.
// A single status read before the job list is not enough: the build may finish between the two
// and the status then still holds the result of the build before it.
#include "rpc_client.hpp"

#include <boost/json.hpp>

#include <chrono>
#include <cstdint>
#include <thread>

namespace rusteal::test {

inline boost::json::object watch_state_after_build(RpcClient& c, std::int64_t changes,
                                                   std::chrono::seconds limit = std::chrono::seconds(300)) {
    const auto until = std::chrono::steady_clock::now() + limit;
    auto status = [&] { return c.request("watch/status").at("result").at("watches").at(0).as_object(); };
    for (;;) {
        const auto before = status();
        const bool idle = c.request("jobs/list").at("result").at("jobs").as_array().empty();
        auto s = status();
        const bool done = idle && s.at("changes").as_int64() >= changes && s.at("changes") == before.at("changes") &&
                          !s.at("lastBuild").as_string().empty();
        if (done || std::chrono::steady_clock::now() > until) return s;
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
}

} // namespace rusteal::test
