// A fuzz harness without libFuzzer: each file named (a folder: every file in
// it) goes once through LLVMFuzzerTestOneInput, so that README's test command
// replays every harness's corpus under the sanitizers (ctest fuzz.*) while
// the fuzzing itself is CI's own step (tools/fuzz). A finding aborts, as it
// does under libFuzzer; exit 2 if a path cannot be read.
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

bool replay(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in) return false;
    std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    namespace fs = std::filesystem;
    int inputs = 0;
    for (int i = 1; i < argc; ++i) {
        std::error_code ec;
        std::vector<fs::path> files;
        if (fs::is_directory(argv[i], ec)) {
            for (const auto& e : fs::recursive_directory_iterator(argv[i], ec))
                if (e.is_regular_file()) files.push_back(e.path());
        } else
            files.push_back(argv[i]);
        for (const fs::path& f : files) {
            if (!replay(f)) {
                std::fprintf(stderr, "fuzz replay: cannot read %s\n", f.string().c_str());
                return 2;
            }
            ++inputs;
        }
    }
    std::printf("fuzz replay: %d inputs, nothing found\n", inputs);
    return inputs ? 0 : 2;
}
