#pragma once
// UTC timestamps as ISO 8601 with milliseconds: "2026-12-02T11:48:18.123Z" (log lines, job times).
#include <chrono>
#include <string>

namespace rusteal::common {
std::string iso_time(std::chrono::system_clock::time_point t);
}
