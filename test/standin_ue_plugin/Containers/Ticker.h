// Stand-in for Unreal 5.8's Containers/Ticker.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"

using FTickerDelegate = TDelegate<bool(float)>;
class FTSTicker {
public:
    struct FElement;
    using FDelegateHandle = TSharedPtr<FElement>;
    static FTSTicker& GetCoreTicker();
    FDelegateHandle AddTicker(const FTickerDelegate& InDelegate, float InDelay = 0.0f);
    static void RemoveTicker(FDelegateHandle Handle);
};
