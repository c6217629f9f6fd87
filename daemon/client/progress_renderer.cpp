#include "client/progress_renderer.hpp"

namespace rusteal::client {
namespace json = boost::json;

namespace {
std::string str(const json::object& o, std::string_view key) {
    auto* v = o.if_contains(key);
    return v && v->is_string() ? std::string(v->get_string()) : std::string();
}
} // namespace

void ProgressRenderer::clear_line() {
    if (!line_live_) return;
    std::fputs("\r\033[2K", err_);
    line_live_ = false;
}

void ProgressRenderer::draw(const Bar& bar) {
    double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - bar.started).count();
    constexpr int width = 24;
    std::string meter(width, ' ');
    if (bar.percentage >= 0) {
        int filled = bar.percentage * width / 100;
        for (int i = 0; i < filled; ++i) meter[static_cast<std::size_t>(i)] = '=';
        if (filled < width) meter[static_cast<std::size_t>(filled)] = '>';
    } else {
        // No percentage known: a marker that moves with time shows the job is alive.
        meter[static_cast<std::size_t>(static_cast<int>(secs * 8) % width)] = '#';
    }
    std::string pct = bar.percentage >= 0 ? std::to_string(bar.percentage) + "%" : "   ";
    std::fprintf(err_, "\r\033[2K[%s] %4s  %s  %s  %.1fs", meter.c_str(), pct.c_str(), bar.title.c_str(),
                 bar.message.c_str(), secs);
    std::fflush(err_);
    line_live_ = true;
}

void ProgressRenderer::on_notification(const json::value& message) {
    if (mode_ == RenderMode::Json) {
        std::fprintf(out_, "%s\n", json::serialize(message).c_str());
        std::fflush(out_);
        return;
    }
    const auto& m = message.get_object();
    auto method = str(m, "method");
    auto* pv = m.if_contains("params");
    if (!pv || !pv->is_object()) return;
    const auto& params = pv->get_object();
    if (method == "job/output") {
        clear_line();
        auto line = str(params, "line");
        std::FILE* target = str(params, "stream") == "stderr" ? err_ : out_;
        std::fprintf(target, "%s\n", line.c_str());
        std::fflush(target);
        if (mode_ == RenderMode::Tty)
            for (auto& [token, bar] : bars_) draw(bar);
        return;
    }
    if (method != "$/progress") return;
    auto* tv = params.if_contains("token");
    auto* vv = params.if_contains("value");
    if (!tv || !vv || !vv->is_object()) return;
    auto token = json::serialize(*tv);
    const auto& value = vv->get_object();
    auto kind = str(value, "kind");
    auto& bar = bars_[token];
    if (kind == "begin") bar.title = str(value, "title");
    if (value.contains("message")) bar.message = str(value, "message");
    if (auto* p = value.if_contains("percentage"); p && p->is_int64()) bar.percentage = static_cast<int>(p->get_int64());
    if (mode_ == RenderMode::Tty) {
        if (kind == "end") {
            clear_line();
            bars_.erase(token);
        } else {
            draw(bar);
        }
        return;
    }
    std::fprintf(err_, "%s: %s\n", bar.title.c_str(), bar.message.c_str());
    std::fflush(err_);
    if (kind == "end") bars_.erase(token);
}

void ProgressRenderer::on_result(const json::value& v) {
    if (mode_ != RenderMode::Json) return;
    std::fprintf(out_, "%s\n", json::serialize(v).c_str());
    std::fflush(out_);
}

void ProgressRenderer::finish() { clear_line(); }

} // namespace rusteal::client
