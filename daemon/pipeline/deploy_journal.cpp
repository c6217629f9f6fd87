#include "pipeline/deploy_journal.hpp"

#include "common/file_write.hpp"
#include "pipeline/build_memory.hpp"
#include "utf8_paths/utf8_path.hpp"

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
    std::string text;
    for (const auto& p : under_way_) text += p + "\n";
    std::string error;
    if (!common::write_file_atomically(file_, text, error)) last_error_ = error;
}

} // namespace rusteal::pipeline
