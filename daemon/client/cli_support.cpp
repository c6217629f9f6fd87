#include "client/cli_support.hpp"

#include "client/daemon_launcher.hpp"
#include "common/this_process.hpp"
#include "utf8_paths/utf8_path.hpp"

#include <filesystem>
#include <iostream>

namespace rusteal::client {

namespace po = boost::program_options;
namespace fs = std::filesystem;

int usage_error(const std::string& message) {
    std::cerr << "rusteal: " << message << "\nRun 'rusteal --help' for usage.\n";
    return kUsage;
}

json::object client_hello() {
    return json::object{{"clientName", "rusteal-cli"},
                        {"clientVersion", RUSTEAL_VERSION},
                        {"protocolVersion", kProtocolVersion}};
}

int report_failure(Context& ctx, const CallResult& r) {
    ctx.renderer.finish();
    switch (r.status) {
    case CallResult::Status::Ok: return kOk;
    case CallResult::Status::Interrupted:
        std::cerr << "rusteal: interrupted\n";
        return kInterrupted;
    case CallResult::Status::Disconnected:
        std::cerr << "rusteal: lost the connection to rusteald: " << r.disconnect_reason << "\n";
        return kUnreachable;
    case CallResult::Status::Error:
        break;
    }
    if (ctx.mode == RenderMode::Json) {
        json::object e{{"code", static_cast<int>(r.error.code)}, {"message", r.error.message}};
        if (!r.error.data.is_null()) e["data"] = r.error.data;
        ctx.renderer.on_result(json::object{{"error", std::move(e)}});
    }
    if (r.error.code == protocol::ErrorCode::RequestCancelled) {
        std::cerr << "rusteal: " << r.error.message << "\n";
        return kInterrupted;
    }
    std::cerr << "rusteal: " << r.error.message << "\n";
    return kRefused;
}

std::unique_ptr<DaemonConnection> connect_started(Context& ctx, int& exit_code) {
    std::string error;
    auto conn = connect_or_start(error);
    if (!conn) {
        std::cerr << "rusteal: " << error << "\n";
        exit_code = kUnreachable;
        return nullptr;
    }
    auto r = conn->call("initialize", client_hello());
    if (r.status != CallResult::Status::Ok) {
        exit_code = report_failure(ctx, r);
        return nullptr;
    }
    return conn;
}

std::string project_path(const po::variables_map& vm) {
    if (vm.count("project")) return absolute_path(vm["project"].as<std::string>());
    std::error_code ec;
    const fs::path start = fs::current_path();
    for (fs::path dir = fs::weakly_canonical(start, ec);; dir = dir.parent_path()) {
        for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
            if (it->path().extension() == ".uproject") return dir.string();
        if (dir == dir.root_path() || dir.empty()) break;
    }
    return start.lexically_normal().string();
}

std::string absolute_path(std::string_view text) { return fs::absolute(utf8_path(text)).lexically_normal().string(); }

std::string shell_quoted(const std::string& text) {
    const bool plain = !text.empty() && text.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                                                               "0123456789_/.-+:@%,=") == std::string::npos;
    if (plain) return text;
    std::string out = "'";
    for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

bool ask_for_engine(Context& ctx, DaemonConnection& conn, const CallResult& r) {
    if (r.status != CallResult::Status::Error || r.error.code != protocol::ErrorCode::EngineNotConfigured ||
        r.error.message.rfind("no engine configured", 0) != 0 || ctx.mode == RenderMode::Json || !common::this_process::is_terminal(common::this_process::StdStream::In))
        return false;
    ctx.renderer.finish();
    std::cerr << "rusteal: " << r.error.message << "\n";
    for (;;) {
        std::cerr << "Unreal Engine root (the directory with Engine/ and Templates/): " << std::flush;
        std::string answer;
        if (!std::getline(std::cin, answer)) return false;
        while (answer.size() > 1 && (answer.back() == '/' || answer.back() == '\\' || answer.back() == ' ')) answer.pop_back();
        if (answer.empty()) continue;
        auto set = conn.call("config/engine", json::object{{"path", absolute_path(answer)}});
        if (set.status == CallResult::Status::Ok) {
            std::cerr << "saved in " << set.result.at("configFile").as_string().c_str() << "\n";
            return true;
        }
        if (set.status != CallResult::Status::Error) return false;
        std::cerr << "rusteal: " << set.error.message << "\n";
    }
}

int run_job(Context& ctx, std::string_view method, json::object params, bool exit_with_command) {
    int code = kOk;
    auto conn = connect_started(ctx, code);
    if (!conn) return code;
    auto r = conn->call(method, params, [&](const json::value& n) { ctx.renderer.on_notification(n); });
    if (ask_for_engine(ctx, *conn, r))
        r = conn->call(method, std::move(params), [&](const json::value& n) { ctx.renderer.on_notification(n); });
    if (r.status != CallResult::Status::Ok) return report_failure(ctx, r);
    ctx.renderer.finish();
    const auto& o = r.result.as_object();
    bool ok = o.at("ok").as_bool();
    if (ctx.mode == RenderMode::Json) ctx.renderer.on_result(json::object{{"result", r.result}});
    else if (!ok || !exit_with_command) std::cerr << (ok ? "" : "rusteal: ") << o.at("summary").as_string().c_str() << "\n";
    if (ok) return kOk;
    if (!exit_with_command) return kJobFailed;
    if (o.at("exitCode").is_int64()) return static_cast<int>(o.at("exitCode").as_int64());
    if (o.at("signal").is_int64()) return 128 + static_cast<int>(o.at("signal").as_int64());
    return kJobFailed;
}

std::string parse_with_project(const std::vector<std::string>& args, const po::options_description& opts, po::variables_map& vm) {
    po::positional_options_description positional;
    positional.add("project", 1);
    try {
        po::store(po::command_line_parser(args).options(opts).positional(positional).run(), vm);
        return {};
    } catch (const po::error& e) {
        return e.what();
    }
}

bool put_optimizations(const po::variables_map& vm, json::object& params, std::string& error) {
    if (!vm.count("optimizations")) return true;
    const std::string v = vm["optimizations"].as<std::string>();
    if (v == "on" || v == "1" || v == "true") params["optimizations"] = true;
    else if (v == "off" || v == "0" || v == "false") params["optimizations"] = false;
    else {
        error = "--optimizations takes on or off, got '" + v + "'";
        return false;
    }
    return true;
}

void put_cargo_configs(const po::variables_map& vm, json::object& params) {
    if (!vm.count("cargo-config")) return;
    json::array configs;
    for (const auto& c : vm["cargo-config"].as<std::vector<std::string>>()) configs.emplace_back(c);
    params["cargoConfig"] = std::move(configs);
}

std::optional<json::object> project_command(Context& ctx, std::string_view method, json::object params, int& code) {
    auto conn = connect_started(ctx, code);
    if (!conn) return std::nullopt;
    auto r = conn->call(method, params);
    if (ask_for_engine(ctx, *conn, r)) r = conn->call(method, std::move(params));
    if (r.status != CallResult::Status::Ok) {
        code = report_failure(ctx, r);
        return std::nullopt;
    }
    auto o = r.result.as_object();
    if (ctx.mode == RenderMode::Json) ctx.renderer.on_result(json::object{{"result", o}});
    else
        for (const auto& l : o.at("lines").as_array()) std::cerr << "  " << l.as_string().c_str() << "\n";
    return o;
}

} // namespace rusteal::client
