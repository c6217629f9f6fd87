#include "common/iso_time.hpp"

#include <cstdio>
#include <ctime>

namespace rusteal::common {

std::string iso_time(std::chrono::system_clock::time_point t) {
    auto secs = std::chrono::system_clock::to_time_t(t);
    auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(t.time_since_epoch()).count() % 1000;
    std::tm tm{};
#if defined(_WIN32)
    ::gmtime_s(&tm, &secs);
#else
    ::gmtime_r(&secs, &tm);
#endif
    char buf[64];
    std::snprintf(buf, sizeof buf, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday,
                  tm.tm_hour, tm.tm_min, tm.tm_sec, static_cast<int>(ms));
    return buf;
}

} // namespace rusteal::common
