#pragma once
// How the CLI shows what the daemon sends while a command runs:
//  - TTY: one live line per progress token, "[=====>    ]  42%  title  message  12.3s", redrawn
//    in place, with output lines printed above it;
//  - not a TTY: plain lines ("title: message"), output as is;
//  - --json: every notification and the final result as one JSON object per line on stdout.
#include <boost/json.hpp>

#include <chrono>
#include <cstdio>
#include <map>
#include <string>

namespace rusteal::client {

enum class RenderMode { Tty, Plain, Json };

class ProgressRenderer {
public:
    ProgressRenderer(RenderMode mode, std::FILE* out, std::FILE* err) : mode_(mode), out_(out), err_(err) {}

    void on_notification(const boost::json::value& message);
    void on_result(const boost::json::value& result_or_error); // --json: the final line
    void finish();                                             // clears a live bar line

    RenderMode mode() const { return mode_; }

private:
    struct Bar {
        std::string title;
        std::string message;
        int percentage = -1;
        std::chrono::steady_clock::time_point started = std::chrono::steady_clock::now();
    };
    void draw(const Bar& bar);
    void clear_line();

    RenderMode mode_;
    std::FILE* out_;
    std::FILE* err_;
    std::map<std::string, Bar> bars_; // by serialized token
    bool line_live_ = false;
};

} // namespace rusteal::client
