#include "pipeline/deploy_journal.hpp"

#include "common/file_io.hpp"
#include "common/file_write.hpp"
#include "pipeline/build_memory.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <fstream>
#include <sstream>

namespace rusteal::pipeline {

std::vector<std::string> DeployJournal::recover() {
    std::string text, error;
    if (!common::read_whole_file(file_, text, error)) return {};
    std::vector<std::filesystem::path> left;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);)
        if (!line.empty()) left.push_back(utf8_path(line));
    auto removed = remove_stale_partials(left);
    under_way_.clear();
    save();
    return removed;
}

void DeployJournal::begin(const std::filesystem::path& deployed) {
    under_way_.insert(deployed.string());
    save();
}

void DeployJournal::end(const std::filesystem::path& deployed) {
    if (under_way_.erase(deployed.string())) save();
}

void DeployJournal::save() {
    // Written whole and renamed into place, without a flush to the disk: it must survive the
    // daemon's death, not the machine's (the runtime folder does not outlive a reboot), and a
    // deploy is on the save-to-reload path, where two fsyncs would be felt.
    std::string text;
    for (const auto& p : under_way_) text += p + "\n";
    std::filesystem::path temp = file_;
    temp += ".tmp";
    {
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        out << text;
        if (!out.flush()) {
            last_error_ = "cannot write " + temp.string();
            return;
        }
    }
    std::error_code ec;
    common::file_io::replace(temp, file_, ec);
    if (ec) last_error_ = "cannot replace " + file_.string() + ": " + ec.message();
}

} // namespace rusteal::pipeline
